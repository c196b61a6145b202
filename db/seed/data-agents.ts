/**
 * The demo's licensed brokerages and their agents (decision 012). Every name, number and
 * address is invented: no real company or person. ORNs have 4-5 digits and BRNs 5, as
 * DLD issues them; phones are UAE numbers (+971), e-mails on reserved example domains.
 * `areas` name demo communities (data-places.ts labels): an agency's agents serve its patch.
 */

export type BrokerageSeed = {
  slug: string;
  name: string;
  /** Prefix of the agency's own listing references, e.g. PCR-100042. */
  prefix: string;
  orn: string;
  tradeLicence: string;
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  languages: string[];
  description: string;
  translations: {
    ar: { name: string; description: string };
    hi: { name: string; description: string };
    ru: { name: string; description: string };
  };
  /** The communities its agents work in. */
  areas: string[];
};

export type AgentSeed = {
  slug: string;
  name: string;
  brokerage: string;
  brn: string;
  languages: string[];
  phone: string;
  whatsapp: string;
  email: string;
  bio: string;
  translations: { ar: { bio: string }; hi: { bio: string }; ru: { bio: string } };
  areas: string[];
};

export const BROKERAGES: BrokerageSeed[] = [
  {
    slug: "palm-crest-realty",
    name: "Palm Crest Realty",
    prefix: "PCR",
    orn: "24817",
    tradeLicence: "DED-1048823",
    address: "Office 1204, Marina Crest Tower, Dubai Marina, Dubai",
    phone: "+971 4 512 3300",
    whatsapp: "+971 50 512 3300",
    email: "hello@palmcrest.example",
    languages: ["en", "ar", "ru", "fr"],
    description:
      "Palm Crest Realty sells and lets waterfront homes on the Palm, in Dubai Marina and along JBR. Our team has handled beachfront apartments and signature villas for families and investors since 2011.",
    translations: {
      ar: {
        name: "بالم كريست العقارية",
        description:
          "تبيع بالم كريست العقارية وتؤجّر المنازل المطلّة على الماء في النخلة ودبي مارينا وعلى طول جي بي آر. يتعامل فريقنا مع الشقق الشاطئية والفلل المميزة للعائلات والمستثمرين منذ عام 2011.",
      },
      hi: {
        name: "पाम क्रेस्ट रियल्टी",
        description:
          "पाम क्रेस्ट रियल्टी पाम, दुबई मरीना और JBR में समुद्र किनारे के घर बेचती और किराए पर देती है। हमारी टीम 2011 से परिवारों और निवेशकों के लिए बीचफ़्रंट अपार्टमेंट और ख़ास विला संभाल रही है।",
      },
      ru: {
        name: "Палм Крест Риэлти",
        description:
          "Palm Crest Realty продаёт и сдаёт в аренду дома у воды на Пальме, в Дубай Марине и вдоль JBR. С 2011 года наша команда подбирает апартаменты у пляжа и виллы для семей и инвесторов.",
      },
    },
    areas: [
      "Palm Jumeirah",
      "Dubai Marina",
      "Jumeirah Beach Residence",
      "Bluewaters Island",
      "Jumeirah Lake Towers",
      "Emirates Hills",
    ],
  },
  {
    slug: "creekside-homes-brokerage",
    name: "Creekside Homes Brokerage",
    prefix: "CHB",
    orn: "31952",
    tradeLicence: "DED-1127460",
    address: "Unit 305, Harbour Gate, Dubai Creek Harbour, Dubai",
    phone: "+971 4 338 4100",
    whatsapp: "+971 55 338 4100",
    email: "team@creeksidehomes.example",
    languages: ["en", "ar", "hi", "ru", "fr"],
    description:
      "Creekside Homes Brokerage covers the city's centre, from Downtown and Business Bay to Dubai Creek Harbour and the old town. We specialise in city apartments, off-plan launches and offices.",
    translations: {
      ar: {
        name: "كريك سايد هومز للوساطة العقارية",
        description:
          "تغطي كريك سايد هومز للوساطة العقارية قلب المدينة، من وسط مدينة دبي والخليج التجاري إلى مرسى خور دبي والمدينة القديمة. نتخصص في شقق المدينة ومشاريع البيع على المخطط والمكاتب.",
      },
      hi: {
        name: "क्रीकसाइड होम्स ब्रोकरेज",
        description:
          "क्रीकसाइड होम्स ब्रोकरेज शहर के केंद्र में काम करती है: डाउनटाउन और बिज़नेस बे से लेकर दुबई क्रीक हार्बर और पुराने शहर तक। हम शहर के अपार्टमेंट, ऑफ़-प्लान लॉन्च और दफ़्तरों के विशेषज्ञ हैं।",
      },
      ru: {
        name: "Криксайд Хоумс Брокеридж",
        description:
          "Creekside Homes Brokerage работает в центре города: от Даунтауна и Бизнес-Бэй до Дубай Крик Харбор и старого города. Мы специализируемся на городских апартаментах, проектах на стадии строительства и офисах.",
      },
    },
    areas: [
      "Downtown Dubai",
      "Business Bay",
      "DIFC",
      "Dubai Creek Harbour",
      "City Walk",
      "Meydan",
      "Sobha Hartland",
      "Deira",
      "Bur Dubai",
      "Al Quoz",
    ],
  },
  {
    slug: "desert-rose-properties",
    name: "Desert Rose Properties",
    prefix: "DRP",
    orn: "4476",
    tradeLicence: "DED-0896312",
    address: "Villa 18, Community Centre, Arabian Ranches, Dubai",
    phone: "+971 4 427 9050",
    whatsapp: "+971 52 427 9050",
    email: "contact@desertrose.example",
    languages: ["en", "ar", "hi", "ur"],
    description:
      "Desert Rose Properties is a family-focused agency for villas and townhouses in Dubai's green communities: Dubai Hills Estate, Arabian Ranches, Damac Hills and the golf estates.",
    translations: {
      ar: {
        name: "ديزرت روز العقارية",
        description:
          "ديزرت روز العقارية وكالة تهتم بالعائلات، متخصصة في الفلل والتاون هاوس في مجتمعات دبي الخضراء: دبي هيلز استيت والمرابع العربية وداماك هيلز وعقارات الغولف.",
      },
      hi: {
        name: "डेज़र्ट रोज़ प्रॉपर्टीज़",
        description:
          "डेज़र्ट रोज़ प्रॉपर्टीज़ परिवारों पर केंद्रित एजेंसी है, जो दुबई के हरे-भरे समुदायों में विला और टाउनहाउस देखती है: दुबई हिल्स एस्टेट, अरेबियन रैंचेस, दमाक हिल्स और गोल्फ़ एस्टेट।",
      },
      ru: {
        name: "Дезерт Роуз Пропертиз",
        description:
          "Desert Rose Properties — семейное агентство, работающее с виллами и таунхаусами в зелёных комьюнити Дубая: Дубай Хиллс Эстейт, Арабиан Ранчес, Дамак Хиллс и гольф-кварталы.",
      },
    },
    areas: [
      "Dubai Hills Estate",
      "Arabian Ranches",
      "Damac Hills",
      "Jumeirah Golf Estates",
      "Motor City",
      "Dubai Sports City",
      "Town Square",
      "Al Barsha",
    ],
  },
  {
    slug: "sandline-estates",
    name: "Sandline Estates",
    prefix: "SE",
    orn: "18305",
    tradeLicence: "DED-1203378",
    address: "Floor 7, Sandline House, Al Barsha 1, Dubai",
    phone: "+971 4 601 7722",
    whatsapp: "+971 56 601 7722",
    email: "info@sandline.example",
    languages: ["en", "ar", "hi", "ru", "ur"],
    description:
      "Sandline Estates finds value homes and first investments across the Emirates: Jumeirah Village Circle, Al Furjan and Dubai South, and partner offices in Abu Dhabi, Sharjah and Ras Al Khaimah.",
    translations: {
      ar: {
        name: "ساندلاين العقارية",
        description:
          "تجد ساندلاين العقارية منازل بأسعار مناسبة وفرص استثمار أولى في أنحاء الإمارات: قرية جميرا الدائرية والفرجان ودبي الجنوب، ومكاتب شريكة في أبوظبي والشارقة ورأس الخيمة.",
      },
      hi: {
        name: "सैंडलाइन एस्टेट्स",
        description:
          "सैंडलाइन एस्टेट्स पूरे अमीरात में किफ़ायती घर और पहले निवेश ढूँढती है: जुमेरा विलेज सर्कल, अल फ़ुरजान और दुबई साउथ, और अबू धाबी, शारजाह व रास अल ख़ैमाह में साझेदार दफ़्तर।",
      },
      ru: {
        name: "Сэндлайн Эстейтс",
        description:
          "Sandline Estates подбирает доступное жильё и первые инвестиции по всем Эмиратам: Джумейра Вилладж Серкл, Аль-Фурджан и Дубай Саут, а также партнёрские офисы в Абу-Даби, Шардже и Рас-эль-Хайме.",
      },
    },
    areas: [
      "Jumeirah Village Circle",
      "Al Furjan",
      "Mirdif",
      "Dubai South",
      "International City",
      "Saadiyat Island",
      "Yas Island",
      "Al Reem Island",
      "Al Raha Beach",
      "Aljada",
      "Al Majaz",
      "Muwaileh",
      "Al Marjan Island",
      "Al Hamra Village",
      "Mina Al Arab",
    ],
  },
];

type Bio = { en: string; ar: string; hi: string; ru: string };

function agent(
  slug: string,
  name: string,
  brokerage: string,
  brn: string,
  languages: string[],
  mobile: string,
  email: string,
  areas: string[],
  bio: Bio,
): AgentSeed {
  return {
    slug,
    name,
    brokerage,
    brn,
    languages,
    phone: mobile,
    whatsapp: mobile,
    email,
    areas,
    bio: bio.en,
    translations: { ar: { bio: bio.ar }, hi: { bio: bio.hi }, ru: { bio: bio.ru } },
  };
}

export const AGENTS: AgentSeed[] = [
  agent(
    "sofia-marlowe",
    "Sofia Marlowe",
    "palm-crest-realty",
    "41207",
    ["en", "fr", "ru"],
    "+971 50 218 4471",
    "sofia.marlowe@palmcrest.example",
    ["Palm Jumeirah", "Bluewaters Island", "Emirates Hills"],
    {
      en: "Sofia has sold beachfront villas and penthouses on the Palm for nine years. She speaks English, French and Russian and handles every viewing herself.",
      ar: "تبيع صوفيا الفلل والبنتهاوس المطلّة على الشاطئ في النخلة منذ تسع سنوات. تتحدث الإنجليزية والفرنسية والروسية وتتولى كل معاينة بنفسها.",
      hi: "सोफ़िया नौ साल से पाम पर बीचफ़्रंट विला और पेंटहाउस बेच रही हैं। वे अंग्रेज़ी, फ़्रेंच और रूसी बोलती हैं और हर विज़िट ख़ुद करवाती हैं।",
      ru: "София девять лет продаёт виллы и пентхаусы у пляжа на Пальме. Говорит на английском, французском и русском и сама проводит каждый просмотр.",
    },
  ),
  agent(
    "yusuf-darwish",
    "Yusuf Darwish",
    "palm-crest-realty",
    "43588",
    ["ar", "en"],
    "+971 50 337 9025",
    "yusuf.darwish@palmcrest.example",
    ["Dubai Marina", "Jumeirah Beach Residence", "Jumeirah Lake Towers"],
    {
      en: "Yusuf grew up in Dubai and knows every tower in the Marina and JBR. He helps tenants and first-time buyers find homes with a view and a fair price.",
      ar: "نشأ يوسف في دبي ويعرف كل برج في المارينا وجي بي آر. يساعد المستأجرين ومشتري المنزل الأول على إيجاد منازل بإطلالة وسعر عادل.",
      hi: "यूसुफ़ दुबई में पले-बढ़े हैं और मरीना व JBR के हर टावर को जानते हैं। वे किरायेदारों और पहली बार घर ख़रीदने वालों को अच्छे नज़ारे और सही दाम वाले घर दिलाते हैं।",
      ru: "Юсуф вырос в Дубае и знает каждую башню в Марине и JBR. Он помогает арендаторам и тем, кто покупает первое жильё, найти дом с видом по честной цене.",
    },
  ),
  agent(
    "anya-belova",
    "Anya Belova",
    "palm-crest-realty",
    "45016",
    ["ru", "en"],
    "+971 52 904 1163",
    "anya.belova@palmcrest.example",
    ["Dubai Marina", "Palm Jumeirah", "Jumeirah Lake Towers"],
    {
      en: "Anya advises investors from Russia and the CIS on Marina and Palm apartments, from the first call to the title deed.",
      ar: "تقدم آنيا المشورة للمستثمرين من روسيا ورابطة الدول المستقلة في شقق المارينا والنخلة، من أول اتصال حتى سند الملكية.",
      hi: "आन्या रूस और CIS देशों के निवेशकों को मरीना और पाम के अपार्टमेंट पर सलाह देती हैं, पहली कॉल से लेकर टाइटल डीड तक।",
      ru: "Аня консультирует инвесторов из России и СНГ по апартаментам в Марине и на Пальме — от первого звонка до свидетельства о праве собственности.",
    },
  ),
  agent(
    "karim-haddad",
    "Karim Haddad",
    "creekside-homes-brokerage",
    "38842",
    ["ar", "en", "fr"],
    "+971 55 642 7730",
    "karim.haddad@creeksidehomes.example",
    ["Downtown Dubai", "DIFC", "City Walk"],
    {
      en: "Karim specialises in Downtown and DIFC apartments with Burj views. Before brokerage he spent six years in property valuation.",
      ar: "يتخصص كريم في شقق وسط مدينة دبي ومركز دبي المالي العالمي المطلّة على برج خليفة. عمل ست سنوات في التقييم العقاري قبل الوساطة.",
      hi: "करीम डाउनटाउन और DIFC के बुर्ज व्यू वाले अपार्टमेंट के विशेषज्ञ हैं। ब्रोकरेज से पहले उन्होंने छह साल प्रॉपर्टी वैल्यूएशन में काम किया।",
      ru: "Карим специализируется на апартаментах в Даунтауне и DIFC с видом на Бурдж. До брокериджа он шесть лет занимался оценкой недвижимости.",
    },
  ),
  agent(
    "priya-raghavan",
    "Priya Raghavan",
    "creekside-homes-brokerage",
    "40319",
    ["hi", "en", "ur"],
    "+971 55 118 2694",
    "priya.raghavan@creeksidehomes.example",
    ["Business Bay", "Dubai Creek Harbour", "Sobha Hartland", "Meydan"],
    {
      en: "Priya guides buyers from India through off-plan launches in Business Bay, Creek Harbour and Sobha Hartland, payment plans included.",
      ar: "ترشد بريا المشترين من الهند خلال مشاريع البيع على المخطط في الخليج التجاري ومرسى خور دبي وشوبا هارتلاند، بما في ذلك خطط السداد.",
      hi: "प्रिया भारत के ख़रीदारों को बिज़नेस बे, क्रीक हार्बर और शोभा हार्टलैंड के ऑफ़-प्लान लॉन्च में पेमेंट प्लान समेत हर क़दम पर मार्गदर्शन देती हैं।",
      ru: "Прия сопровождает покупателей из Индии на старте продаж в Бизнес-Бэй, Крик Харбор и Собха Хартленд, включая планы рассрочки.",
    },
  ),
  agent(
    "elena-voronova",
    "Elena Voronova",
    "creekside-homes-brokerage",
    "42771",
    ["ru", "en"],
    "+971 56 775 3018",
    "elena.voronova@creeksidehomes.example",
    ["Business Bay", "Downtown Dubai", "Al Quoz"],
    {
      en: "Elena lets and sells city apartments and offices in Business Bay and Downtown, and manages rentals for owners who live abroad.",
      ar: "تؤجّر إيلينا وتبيع شقق المدينة والمكاتب في الخليج التجاري ووسط مدينة دبي، وتدير الإيجارات للملاك المقيمين في الخارج.",
      hi: "एलेना बिज़नेस बे और डाउनटाउन में शहर के अपार्टमेंट और दफ़्तर किराए पर देती और बेचती हैं, और विदेश में रहने वाले मालिकों के किराए संभालती हैं।",
      ru: "Елена сдаёт и продаёт городские апартаменты и офисы в Бизнес-Бэй и Даунтауне, а также управляет арендой для владельцев, живущих за границей.",
    },
  ),
  agent(
    "tariq-mansour",
    "Tariq Mansour",
    "creekside-homes-brokerage",
    "44105",
    ["ar", "en"],
    "+971 50 829 6604",
    "tariq.mansour@creeksidehomes.example",
    ["Deira", "Bur Dubai", "Dubai Creek Harbour"],
    {
      en: "Tariq covers Deira and Bur Dubai, from family apartments to shops and warehouses on the creek.",
      ar: "يغطي طارق ديرة وبر دبي، من شقق العائلات إلى المحلات والمستودعات على الخور.",
      hi: "तारिक़ डेरा और बर दुबई देखते हैं, परिवारों के अपार्टमेंट से लेकर क्रीक किनारे की दुकानों और गोदामों तक।",
      ru: "Тарик работает в Дейре и Бур-Дубае: от семейных квартир до магазинов и складов у залива.",
    },
  ),
  agent(
    "farah-qureshi",
    "Farah Qureshi",
    "desert-rose-properties",
    "39560",
    ["ur", "hi", "en", "ar"],
    "+971 52 460 3387",
    "farah.qureshi@desertrose.example",
    ["Dubai Hills Estate", "Al Barsha", "Arabian Ranches"],
    {
      en: "Farah helps families move into villas near good schools in Dubai Hills Estate and Arabian Ranches, and speaks Urdu, Hindi, English and Arabic.",
      ar: "تساعد فرح العائلات على الانتقال إلى فلل قريبة من مدارس جيدة في دبي هيلز استيت والمرابع العربية، وتتحدث الأردية والهندية والإنجليزية والعربية.",
      hi: "फ़राह परिवारों को दुबई हिल्स एस्टेट और अरेबियन रैंचेस में अच्छे स्कूलों के पास विला दिलाती हैं, और उर्दू, हिंदी, अंग्रेज़ी और अरबी बोलती हैं।",
      ru: "Фарах помогает семьям переехать в виллы рядом с хорошими школами в Дубай Хиллс Эстейт и Арабиан Ранчес; говорит на урду, хинди, английском и арабском.",
    },
  ),
  agent(
    "james-whitcombe",
    "James Whitcombe",
    "desert-rose-properties",
    "41893",
    ["en", "fr"],
    "+971 52 917 0452",
    "james.whitcombe@desertrose.example",
    ["Jumeirah Golf Estates", "Damac Hills", "Dubai Hills Estate"],
    {
      en: "James sells golf-course villas and townhouses. A keen golfer himself, he knows which plots face the fairway and which face the road.",
      ar: "يبيع جيمس فلل وتاون هاوس ملاعب الغولف. وهو لاعب غولف متحمس، يعرف أي القطع تطل على الملعب وأيها على الطريق.",
      hi: "जेम्स गोल्फ़ कोर्स वाले विला और टाउनहाउस बेचते हैं। ख़ुद गोल्फ़ के शौक़ीन हैं, इसलिए जानते हैं कौन-सा प्लॉट फ़ेयरवे की ओर है और कौन-सा सड़क की ओर।",
      ru: "Джеймс продаёт виллы и таунхаусы у гольф-полей. Сам заядлый гольфист, он знает, какие участки смотрят на фервей, а какие на дорогу.",
    },
  ),
  agent(
    "mariam-alkaabi",
    "Mariam Al Kaabi",
    "desert-rose-properties",
    "43236",
    ["ar", "en"],
    "+971 50 604 2219",
    "mariam.alkaabi@desertrose.example",
    ["Motor City", "Dubai Sports City", "Town Square", "Damac Hills"],
    {
      en: "Mariam finds townhouses and apartments for young families in Motor City, Sports City and Town Square, for sale and to rent.",
      ar: "تجد مريم تاون هاوس وشققًا للعائلات الشابة في موتور سيتي وسبورتس سيتي وتاون سكوير، للبيع والإيجار.",
      hi: "मरियम मोटर सिटी, स्पोर्ट्स सिटी और टाउन स्क्वेयर में युवा परिवारों के लिए टाउनहाउस और अपार्टमेंट ढूँढती हैं, ख़रीदने और किराए दोनों के लिए।",
      ru: "Мариам подбирает таунхаусы и квартиры для молодых семей в Мотор Сити, Спортс Сити и Таун Сквер — на продажу и в аренду.",
    },
  ),
  agent(
    "arjun-nair",
    "Arjun Nair",
    "sandline-estates",
    "40688",
    ["hi", "en"],
    "+971 56 233 8190",
    "arjun.nair@sandline.example",
    ["Jumeirah Village Circle", "Al Furjan", "Dubai South", "International City"],
    {
      en: "Arjun helps first-time investors buy studios and one-bedroom flats with good rental yields in JVC, Al Furjan and Dubai South.",
      ar: "يساعد أرجون المستثمرين لأول مرة على شراء الاستوديوهات وشقق الغرفة الواحدة ذات العائد الإيجاري الجيد في قرية جميرا الدائرية والفرجان ودبي الجنوب.",
      hi: "अर्जुन पहली बार निवेश करने वालों को JVC, अल फ़ुरजान और दुबई साउथ में अच्छे किराया-रिटर्न वाले स्टूडियो और वन-बेडरूम फ़्लैट ख़रीदने में मदद करते हैं।",
      ru: "Арджун помогает начинающим инвесторам покупать студии и однокомнатные квартиры с хорошей арендной доходностью в JVC, Аль-Фурджане и Дубай Саут.",
    },
  ),
  agent(
    "nadia-rahimi",
    "Nadia Rahimi",
    "sandline-estates",
    "42054",
    ["ar", "en", "fr"],
    "+971 56 781 4426",
    "nadia.rahimi@sandline.example",
    ["Saadiyat Island", "Yas Island", "Al Reem Island", "Al Raha Beach", "Mirdif"],
    {
      en: "Nadia runs Sandline's Abu Dhabi desk: beach homes on Saadiyat, apartments on Reem and family villas on Yas Island.",
      ar: "تدير نادية مكتب ساندلاين في أبوظبي: منازل شاطئية في السعديات وشقق في جزيرة الريم وفلل عائلية في جزيرة ياس.",
      hi: "नादिया सैंडलाइन का अबू धाबी डेस्क चलाती हैं: सादियात पर समुद्र किनारे के घर, रीम पर अपार्टमेंट और यास आइलैंड पर पारिवारिक विला।",
      ru: "Надия руководит направлением Sandline в Абу-Даби: дома у пляжа на Саадияте, апартаменты на Риме и семейные виллы на острове Яс.",
    },
  ),
  agent(
    "dmitri-sokolov",
    "Dmitri Sokolov",
    "sandline-estates",
    "44917",
    ["ru", "en"],
    "+971 55 390 6651",
    "dmitri.sokolov@sandline.example",
    ["Al Marjan Island", "Al Hamra Village", "Mina Al Arab", "Aljada", "Al Majaz", "Muwaileh"],
    {
      en: "Dmitri covers the northern emirates: resort apartments on Al Marjan Island, Al Hamra villas and new Sharjah communities such as Aljada.",
      ar: "يغطي دميتري الإمارات الشمالية: شقق المنتجعات في جزيرة المرجان وفلل الحمراء ومجتمعات الشارقة الجديدة مثل الجادة.",
      hi: "दिमित्री उत्तरी अमीरात देखते हैं: अल मरजान आइलैंड के रिज़ॉर्ट अपार्टमेंट, अल हमरा के विला और अलजादा जैसे शारजाह के नए समुदाय।",
      ru: "Дмитрий работает в северных эмиратах: курортные апартаменты на острове Аль-Марджан, виллы Аль-Хамры и новые районы Шарджи, например Аль-Джада.",
    },
  ),
];

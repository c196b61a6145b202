/**
 * The demo places' names in Arabic, Hindi and Russian, and the short names people type
 * for them (decision 011, typed places): each location row stores
 * `translations: { ar: { label, city, state, country }, hi: …, ru: … }` and `aliases`.
 * Spellings follow the developers' and the local press's own usage.
 */
import type { Translations } from "../schema";

type Names = { ar: string; hi: string; ru: string };

export const COUNTRY_NAMES: Record<string, Names> = {
  "United Arab Emirates": {
    ar: "الإمارات العربية المتحدة",
    hi: "संयुक्त अरब अमीरात",
    ru: "Объединённые Арабские Эмираты",
  },
};

/** Emirates and the towns within them; the investment map's markers name the emirates too. */
export const AREA_NAMES: Record<string, Names> = {
  Dubai: { ar: "دبي", hi: "दुबई", ru: "Дубай" },
  Hatta: { ar: "حتا", hi: "हत्ता", ru: "Хатта" },
  "Abu Dhabi": { ar: "أبوظبي", hi: "अबू धाबी", ru: "Абу-Даби" },
  "Al Ain": { ar: "العين", hi: "अल ऐन", ru: "Аль-Айн" },
  Sharjah: { ar: "الشارقة", hi: "शारजाह", ru: "Шарджа" },
  "Khor Fakkan": { ar: "خورفكان", hi: "ख़ोर फ़क्कान", ru: "Хор-Факкан" },
  "Ras Al Khaimah": { ar: "رأس الخيمة", hi: "रास अल ख़ैमाह", ru: "Рас-эль-Хайма" },
  "Al Jazirah Al Hamra": { ar: "الجزيرة الحمراء", hi: "अल जज़ीरा अल हमरा", ru: "Эль-Джазира-эль-Хамра" },
  Ajman: { ar: "عجمان", hi: "अजमान", ru: "Аджман" },
  "Umm al Quwain": { ar: "أم القيوين", hi: "उम्म अल क़ुवैन", ru: "Умм-эль-Кайвайн" },
  Fujairah: { ar: "الفجيرة", hi: "फ़ुजैरा", ru: "Фуджейра" },
};

/** Each community's name, and its short names (in any language) when people use them. */
export const PLACE_NAMES: Record<string, Names & { aliases?: string[] }> = {
  "Dubai Marina": { ar: "دبي مارينا", hi: "दुबई मरीना", ru: "Дубай Марина", aliases: ["The Marina"] },
  "Downtown Dubai": {
    ar: "وسط مدينة دبي",
    hi: "डाउनटाउन दुबई",
    ru: "Даунтаун Дубай",
    aliases: ["Downtown", "Burj Khalifa District", "داون تاون"],
  },
  "Business Bay": { ar: "الخليج التجاري", hi: "बिज़नेस बे", ru: "Бизнес-Бей", aliases: ["بزنس باي"] },
  "Jumeirah Village Circle": {
    ar: "قرية جميرا الدائرية",
    hi: "जुमेराह विलेज सर्कल",
    ru: "Джумейра Вилладж Серкл",
    aliases: ["JVC"],
  },
  "Palm Jumeirah": {
    ar: "نخلة جميرا",
    hi: "पाम जुमेराह",
    ru: "Палм-Джумейра",
    aliases: ["The Palm", "النخلة", "Пальма"],
  },
  "Dubai Hills Estate": { ar: "دبي هيلز استيت", hi: "दुबई हिल्स एस्टेट", ru: "Дубай Хиллс Эстейт" },
  "Arabian Ranches": { ar: "المرابع العربية", hi: "अरेबियन रैंचेज़", ru: "Арабиан Ранчес", aliases: ["Ranches"] },
  "Jumeirah Lake Towers": {
    ar: "أبراج بحيرات جميرا",
    hi: "जुमेराह लेक टावर्स",
    ru: "Джумейра Лейк Тауэрс",
    aliases: ["JLT"],
  },
  "Jumeirah Beach Residence": {
    ar: "مساكن شاطئ جميرا",
    hi: "जुमेराह बीच रेज़िडेंस",
    ru: "Джумейра Бич Резиденс",
    aliases: ["JBR", "The Walk"],
  },
  DIFC: {
    ar: "مركز دبي المالي العالمي",
    hi: "दुबई अंतरराष्ट्रीय वित्तीय केंद्र",
    ru: "Международный финансовый центр Дубая",
    aliases: ["Dubai International Financial Centre", "Financial Centre"],
  },
  "Dubai Creek Harbour": {
    ar: "دبي كريك هاربر",
    hi: "दुबई क्रीक हार्बर",
    ru: "Дубай Крик Харбор",
    aliases: ["Creek Harbour", "The Lagoons"],
  },
  "Emirates Hills": { ar: "تلال الإمارات", hi: "एमिरेट्स हिल्स", ru: "Эмирейтс Хиллс" },
  "City Walk": { ar: "سيتي ووك", hi: "सिटी वॉक", ru: "Сити Уок" },
  "Al Barsha": { ar: "البرشاء", hi: "अल बरशा", ru: "Аль-Барша", aliases: ["Barsha"] },
  "Motor City": { ar: "موتور سيتي", hi: "मोटर सिटी", ru: "Мотор Сити" },
  "Dubai Sports City": {
    ar: "مدينة دبي الرياضية",
    hi: "दुबई स्पोर्ट्स सिटी",
    ru: "Дубай Спортс Сити",
    aliases: ["DSC", "Sports City"],
  },
  "Town Square": { ar: "تاون سكوير", hi: "टाउन स्क्वेयर", ru: "Таун Сквер" },
  "Damac Hills": { ar: "داماك هيلز", hi: "दमक हिल्स", ru: "Дамак Хиллс", aliases: ["Akoya"] },
  Meydan: {
    ar: "ميدان",
    hi: "मेदान",
    ru: "Мейдан",
    aliases: ["MBR City", "Mohammed Bin Rashid City", "مدينة محمد بن راشد"],
  },
  "Sobha Hartland": {
    ar: "شوبا هارتلاند",
    hi: "शोभा हार्टलैंड",
    ru: "Собха Хартленд",
    aliases: ["MBR City", "Mohammed Bin Rashid City", "مدينة محمد بن راشد"],
  },
  "Al Furjan": { ar: "الفرجان", hi: "अल फ़ुरजान", ru: "Аль-Фурджан" },
  Mirdif: { ar: "مردف", hi: "मिर्दिफ़", ru: "Мирдиф" },
  "Bluewaters Island": {
    ar: "جزيرة بلوواترز",
    hi: "ब्लूवॉटर्स आइलैंड",
    ru: "Остров Блюуотерс",
    aliases: ["Bluewaters", "Ain Dubai"],
  },
  "Dubai South": {
    ar: "دبي الجنوب",
    hi: "दुबई साउथ",
    ru: "Дубай Саут",
    aliases: ["Dubai World Central", "DWC", "Expo City"],
  },
  "International City": { ar: "المدينة العالمية", hi: "इंटरनेशनल सिटी", ru: "Интернешнл Сити" },
  "Jumeirah Golf Estates": {
    ar: "جميرا جولف استيتس",
    hi: "जुमेराह गोल्फ़ एस्टेट्स",
    ru: "Джумейра Гольф Эстейтс",
    aliases: ["JGE"],
  },
  "Al Quoz": { ar: "القوز", hi: "अल क़ूज़", ru: "Аль-Куоз" },
  Deira: { ar: "ديرة", hi: "देइरा", ru: "Дейра" },
  "Bur Dubai": { ar: "بر دبي", hi: "बर दुबई", ru: "Бур-Дубай" },
  "Hatta Town Centre": { ar: "وسط مدينة حتا", hi: "हत्ता टाउन सेंटर", ru: "Центр Хатты" },
  "Hatta Dam": { ar: "سد حتا", hi: "हत्ता बांध", ru: "Плотина Хатта" },
  "Saadiyat Island": { ar: "جزيرة السعديات", hi: "सादियात द्वीप", ru: "Остров Саадият", aliases: ["Saadiyat"] },
  "Yas Island": { ar: "جزيرة ياس", hi: "यास द्वीप", ru: "Остров Яс" },
  "Al Reem Island": { ar: "جزيرة الريم", hi: "अल रीम द्वीप", ru: "Остров Аль-Рим", aliases: ["Reem Island"] },
  "Al Raha Beach": { ar: "شاطئ الراحة", hi: "अल राहा बीच", ru: "Аль-Раха-Бич" },
  "Al Jimi": { ar: "الجيمي", hi: "अल जिमी", ru: "Аль-Джими" },
  Zakher: { ar: "زاخر", hi: "ज़ाख़िर", ru: "Захер" },
  Aljada: { ar: "الجادة", hi: "अलजादा", ru: "Аль-Джада" },
  "Al Majaz": { ar: "المجاز", hi: "अल मजाज़", ru: "Аль-Маджаз" },
  Muwaileh: { ar: "مويلح", hi: "मुवैलेह", ru: "Мувайлех" },
  "Khor Fakkan Corniche": { ar: "كورنيش خورفكان", hi: "ख़ोर फ़क्कान कॉर्निश", ru: "Корниш Хор-Факкана" },
  "Mina Al Arab": { ar: "ميناء العرب", hi: "मीना अल अरब", ru: "Мина-эль-Араб" },
  "Al Marjan Island": {
    ar: "جزيرة المرجان",
    hi: "अल मरजान द्वीप",
    ru: "Остров Аль-Марджан",
    aliases: ["Marjan Island"],
  },
  "Al Hamra Village": { ar: "قرية الحمراء", hi: "अल हमरा विलेज", ru: "Аль-Хамра Вилладж" },
};

const LANGS = ["ar", "hi", "ru"] as const;

/** A location row's translations; an unnamed part stays out, so the page falls back to English. */
export function placeTranslations(p: { label: string; city: string; state: string; country: string }): Translations {
  const out: Translations = {};
  for (const lang of LANGS) {
    const parts = {
      label: PLACE_NAMES[p.label]?.[lang],
      city: AREA_NAMES[p.city]?.[lang],
      state: AREA_NAMES[p.state]?.[lang],
      country: COUNTRY_NAMES[p.country]?.[lang],
    };
    out[lang] = Object.fromEntries(Object.entries(parts).filter(([, v]) => v));
  }
  return out;
}

/** A location row's short names. */
export function placeAliases(label: string): string[] {
  return PLACE_NAMES[label]?.aliases ?? [];
}

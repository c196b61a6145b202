/**
 * The words of the demo data: categories, fictional developers and agencies,
 * testimonials, home-page content and the blog, article and news library.
 * Every firm and person here is invented; places and public figures are real.
 */

import { DEFAULT_CONTACT } from "../../app/modules/site/contact-defaults";
import type { Topic } from "./art-scenes";
import type { TypeName } from "./data-places";

// ---------------------------------------------------------------- categories

export const PROPERTY_TYPES: [TypeName, string][] = [
  ["Apartment", "building-2"],
  ["Villa", "house"],
  ["Townhouse", "house-plus"],
  ["Penthouse", "crown"],
  ["Duplex", "layers-2"],
  ["Office", "briefcase-business"],
  ["Retail", "store"],
  ["Warehouse", "warehouse"],
  ["Plot", "land-plot"],
];

export const FACILITIES: [string, string][] = [
  ["Swimming Pool", "waves"],
  ["Gym", "dumbbell"],
  ["Covered Parking", "square-parking"],
  ["24/7 Security", "shield-check"],
  ["Kids Play Area", "toy-brick"],
  ["Concierge", "concierge-bell"],
  ["Landscaped Gardens", "trees"],
  ["BBQ Area", "flame"],
  ["Jogging Track", "footprints"],
  ["Spa & Sauna", "sparkles"],
  ["EV Charging", "plug-zap"],
  ["High-speed Lifts", "arrow-up-down"],
];

export const FEATURES: [string, string][] = [
  ["Sea View", "sunset"],
  ["Balcony", "fence"],
  ["Maid's Room", "bed-single"],
  ["Built-in Wardrobes", "shirt"],
  ["Smart Home", "house-wifi"],
  ["Private Garden", "flower-2"],
  ["Private Pool", "waves-ladder"],
  ["Study Room", "book-open"],
  ["Walk-in Closet", "door-open"],
  ["Central A/C", "air-vent"],
  ["Storage Room", "archive"],
  ["Pets Allowed", "paw-print"],
];

/** Features that only make sense in a home. */
export const RESIDENTIAL_ONLY_FEATURES: ReadonlySet<string> = new Set([
  "Maid's Room",
  "Built-in Wardrobes",
  "Private Garden",
  "Private Pool",
  "Study Room",
  "Walk-in Closet",
  "Pets Allowed",
]);

/** Features only a waterfront home can have. */
export const COASTAL_ONLY_FEATURES: ReadonlySet<string> = new Set(["Sea View"]);

export const BLOG_CATEGORIES = [
  "Market Trends",
  "Investment Guide",
  "Golden Visa",
  "Lifestyle",
  "Legal & Fees",
  "New Launches",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

// ---------------------------------------------------------------- firms

export type DeveloperText = {
  firmName: string;
  title: string;
  year: number;
  about: string;
  otherDetails: string;
  history: string;
};

export const DEVELOPERS: DeveloperText[] = [
  {
    firmName: "Azure Crest Developments",
    title: "Waterfront living, crafted with care",
    year: 2004,
    about:
      "Azure Crest builds waterfront residences along the Dubai coastline, from boutique marina towers to beachfront villas. Every project starts with the view and the light, and ends with a home owners are proud to hand over to the next generation.",
    otherDetails:
      "More than 6,000 homes delivered across 14 projects, an in-house interiors studio and a customer-care team that stays with owners for five years after handover.",
    history:
      "Founded in 2004 by a team of marine engineers and architects, Azure Crest completed its first tower in Dubai Marina in 2008 and has since expanded to Bluewaters Island and Ras Al Khaimah.",
  },
  {
    firmName: "Falcon Ridge Properties",
    title: "Villa communities built around the family",
    year: 1998,
    about:
      "Falcon Ridge designs master-planned villa and townhouse communities with parks, schools and retail at their heart. Its neighbourhoods are known for wide streets, mature landscaping and homes that age gracefully.",
    otherDetails:
      "Eleven gated communities, 40 km of cycle paths and a long-standing partnership with leading school operators.",
    history:
      "Falcon Ridge began as a family construction company in 1998 and launched its first villa community in 2003. Today it is one of the most trusted names among families relocating to Dubai.",
  },
  {
    firmName: "Sahara Stone Real Estate",
    title: "Landmark towers for a global city",
    year: 2009,
    about:
      "Sahara Stone develops high-rise residential and mixed-use towers in Downtown Dubai and Business Bay, combining bold architecture with hotel-style services for owners and tenants.",
    otherDetails:
      "A portfolio of nine towers above 40 storeys, LEED Gold certified common areas and a dedicated investor-relations desk.",
    history:
      "Established in 2009 after the global financial crisis, Sahara Stone built its reputation on delivering every project on schedule, a promise it has kept for fifteen years.",
  },
  {
    firmName: "Lumina Living",
    title: "Design-led homes with smart technology",
    year: 2015,
    about:
      "Lumina Living creates compact, beautifully planned apartments for young professionals and first-time buyers, with smart-home systems and shared amenities as standard.",
    otherDetails:
      "Projects in Jumeirah Village Circle, Dubai Sports City and Aljada, with flexible payment plans of up to five years post-handover.",
    history:
      "Lumina Living was founded in 2015 by a group of architects from London and Dubai who believed that good design should be affordable. Its first building sold out in a single weekend.",
  },
  {
    firmName: "Marwa Developments",
    title: "Master communities from Dubai to Ras Al Khaimah",
    year: 2001,
    about:
      "Marwa Developments plans and builds complete communities, from infrastructure and landscaping to homes, schools and retail centres, across four emirates.",
    otherDetails:
      "Over 25 million sq ft of land under development and a land bank in Dubai South and Al Marjan Island.",
    history:
      "Marwa started in 2001 with a single residential building in Deira. Two decades later it is one of the region's largest private master developers.",
  },
  {
    firmName: "Oasis Meridian Group",
    title: "Commercial spaces that work harder",
    year: 2012,
    about:
      "Oasis Meridian develops Grade A offices, retail podiums and logistics parks for regional and international businesses, with flexible floor plates and efficient service charges.",
    otherDetails:
      "2.4 million sq ft of leasable space, 92% average occupancy and a growing portfolio of warehouses near Al Maktoum International Airport.",
    history:
      "The group was formed in 2012 to meet demand from companies moving their regional headquarters to Dubai, and opened its first logistics park in 2019.",
  },
  {
    firmName: "Pearl Horizon Developers",
    title: "Resort living by the sea",
    year: 2007,
    about:
      "Pearl Horizon builds resort-style apartments and villas on the islands of Dubai and Abu Dhabi, with private beaches, marinas and hotel-managed rental programmes.",
    otherDetails:
      "Eight island projects, a hospitality arm that manages more than 1,200 holiday homes, and guaranteed-return options on selected launches.",
    history:
      "Founded in 2007, Pearl Horizon delivered its first beachfront project on Palm Jumeirah in 2011 and expanded to Saadiyat and Yas islands in 2018.",
  },
  {
    firmName: "Saffron Gate Properties",
    title: "Boutique buildings, thoughtful details",
    year: 2018,
    about:
      "Saffron Gate develops boutique residential buildings of 40 to 120 homes in established neighbourhoods, with generous layouts and natural materials.",
    otherDetails:
      "Every building includes a residents' lounge, co-working space and rooftop pool, and is managed by Saffron Gate's own facilities team.",
    history:
      "Saffron Gate was launched in 2018 by a Dubai-born architect and an interior designer. It has completed six buildings and has four more under construction.",
  },
  {
    firmName: "Crescent Line Estates",
    title: "Heritage quality, modern homes",
    year: 1996,
    about:
      "Crescent Line Estates is one of the longest-standing private developers in the UAE, known for solid construction, low service charges and homes that hold their value.",
    otherDetails:
      "More than 9,500 homes delivered since 1996 and a resale market with some of the lowest vacancy rates in Dubai.",
    history:
      "Crescent Line built its first villas in Mirdif in 1996 and moved into high-rise development in 2005. Many of its original buyers are still owners today.",
  },
  {
    firmName: "Zenith Sands Development",
    title: "Sustainable communities for the next generation",
    year: 2010,
    about:
      "Zenith Sands develops energy-efficient communities with solar roofs, water recycling and car-free neighbourhood centres, proving that sustainable homes can also be great investments.",
    otherDetails: "Net-zero ready villas, 30% lower utility bills on average and a community-first management model.",
    history:
      "Founded in 2010 by environmental engineers, Zenith Sands completed its first sustainable townhouse community in 2016 and now builds in Dubai, Sharjah and Abu Dhabi.",
  },
];

export const AGENCIES = [
  "Harbour & Co Realty",
  "Dune Line Brokers",
  "Gulf Key Properties",
  "Silverpalm Realty",
  "Meridian Homes Brokerage",
  "Crescent Keys",
  "Blue Lagoon Realty",
  "Desert Rose Properties",
  "Skyline Nest Real Estate",
  "Al Noor Homes",
  "Tidewater Realty",
  "Goldfinch Estates",
];

// ---------------------------------------------------------------- people

export const TESTIMONIALS: { name: string; designation: string; message: string; stars: number }[] = [
  {
    name: "Priya Sharma",
    designation: "Investor from Mumbai, India",
    stars: 5,
    message:
      "I bought my first apartment in Dubai Marina without flying over once. The team sent video tours, explained every fee in rupees and handled the transfer from start to finish.",
  },
  {
    name: "Rahul Verma",
    designation: "IT consultant, Bengaluru",
    stars: 5,
    message:
      "Clear advice on off-plan payment plans and rental yields. We compared five projects side by side and chose a two-bedroom in Business Bay that is already rented out.",
  },
  {
    name: "Lukas Weber",
    designation: "Engineer from Munich, Germany",
    stars: 4,
    message:
      "Very professional and patient with all my questions about ownership and the Golden Visa. The paperwork was simpler than buying at home.",
  },
  {
    name: "Sophie Martin",
    designation: "Architect, Lyon, France",
    stars: 5,
    message:
      "They understood exactly what we wanted: a quiet villa close to good schools. We moved into Dubai Hills Estate three months after our first call.",
  },
  {
    name: "Olga Ivanova",
    designation: "Entrepreneur from Moscow, Russia",
    stars: 5,
    message:
      "Excellent service in Russian from the first message. I invested in two apartments in Jumeirah Village Circle and the rental management works perfectly.",
  },
  {
    name: "Dmitry Sokolov",
    designation: "Investor, St Petersburg",
    stars: 4,
    message:
      "Honest numbers and no pressure. They told me which projects to avoid as well as which to buy, which is why I trust them.",
  },
  {
    name: "Khalid Al Mansoori",
    designation: "Business owner, Abu Dhabi",
    stars: 5,
    message:
      "We were looking for a warehouse near the new airport. The team shortlisted three options in a week and negotiated a better price than we expected.",
  },
  {
    name: "Fatima Al Kuwari",
    designation: "Doctor from Doha, Qatar",
    stars: 5,
    message:
      "A smooth purchase of a beachfront apartment on Al Marjan Island. Friendly, fast and always available on WhatsApp.",
  },
  {
    name: "James O'Connor",
    designation: "Finance director, London",
    stars: 4,
    message:
      "Good market insight and realistic valuations. The viewing tour was well organised and the handover inspection was thorough.",
  },
  {
    name: "Giulia Rossi",
    designation: "Designer from Milan, Italy",
    stars: 5,
    message:
      "From the first enquiry to the keys, everything was transparent. They even recommended a great interior designer for our penthouse.",
  },
];

// ---------------------------------------------------------------- home page

const SEARCH_BASE = "/property-search?locationlable=";
const FILTER_BASE = "/residential-filter?country=United%20Arab%20Emirates&state=Dubai&district=Dubai&type=";

export const HERO = {
  title: "Find Your Place in Dubai",
  subtitle:
    "Curated homes, offices and investments across the UAE, with prices in your currency and advisers who speak your language.",
  tags: ["Verified listings", "Zero commission", "Golden Visa ready"],
  popularEnquiries: [
    { name: "Dubai Marina apartments", link: `${SEARCH_BASE}Dubai%20Marina&type=Apartment` },
    { name: "Palm Jumeirah villas", link: `${SEARCH_BASE}Palm%20Jumeirah&type=Villa` },
    { name: "Downtown Dubai", link: `${SEARCH_BASE}Downtown%20Dubai` },
    { name: "Offices in Business Bay", link: `${SEARCH_BASE}Business%20Bay&type=Office` },
    { name: "Homes for rent", link: `${FILTER_BASE}Rental` },
    { name: "Golden Visa", link: "/residence-passports" },
  ],
};

export const ADVERTISEMENTS = [
  {
    title: "Sell or let your property faster",
    description:
      "<p>List with us and reach buyers and tenants from <strong>India, Europe, Russia and the Gulf</strong>. Verified listings, professional photography and multilingual advisers.</p>",
    buttonTitle: "Advertise Your Property",
  },
  {
    title: "Developers and brokers: grow with us",
    description:
      "<p>Showcase your projects to international investors with banner placements, featured listings and a dedicated account manager.</p><ul><li>1,000 partner companies in 66 countries</li><li>Verification within 48 hours</li></ul>",
    buttonTitle: "Become a Partner",
  },
];

export const GOLDEN_VISAS = [
  {
    title: "UAE Golden Visa through property",
    subtitle: "10-year residency for you and your family",
    description:
      "<p>Invest <strong>AED 2 million or more</strong> in UAE real estate and apply for a renewable 10-year residence visa, including your spouse, children and parents.</p><ul><li>Ready or off-plan property from approved developers</li><li>No local sponsor needed</li><li>Stay outside the UAE for more than six months without losing residency</li></ul>",
    link: "/residence-passports",
    buttonTitle: "Explore Residency Options",
  },
  {
    title: "Residency for business owners",
    subtitle: "From AED 500,000 in an eligible business",
    description:
      "<p>Entrepreneurs and investors can also qualify through a business investment of <strong>AED 500,000+</strong>. Our partners handle the application, medical and Emirates ID for you.</p>",
    link: "/residence-passports",
    buttonTitle: "See Requirements",
  },
];

export const OFFERS = [
  {
    title: "Early-bird prices on waterfront launches",
    subtitle: "Up to 8% off launch prices with a 60/40 payment plan, for a limited time",
    link: `${SEARCH_BASE}Dubai%20Creek%20Harbour`,
    secondButtonTitle: "View Projects",
    days: 45,
  },
  {
    title: "Zero service charge for two years",
    subtitle: "On selected villas and townhouses in Dubai Hills Estate and Arabian Ranches",
    link: `${SEARCH_BASE}Dubai%20Hills%20Estate`,
    secondButtonTitle: "See Villas",
    days: 100,
  },
];

export const INVESTMENTS = [
  {
    title: "Invest in Dubai from €70,000",
    description:
      "<p>Start with a studio or one-bedroom apartment in a high-demand community and earn <strong>rental yields of 2–12%</strong>. Renovation projects return around 8%, off-plan construction 10–15%.</p>",
    buttonTitle: "Get the Investor Pack",
  },
  {
    title: "Portfolio investing for professionals",
    description:
      "<p>Build a diversified portfolio across Dubai, Abu Dhabi and Ras Al Khaimah with hands-off rental management and quarterly reporting in your currency.</p>",
    buttonTitle: "Talk to an Adviser",
  },
];

export const MAP_SIDEBAR = {
  title: "Investing in the UAE",
  figures: [
    { label: "Minimum entry", value: "€70,000" },
    { label: "Rental yield", value: "2–12%" },
    { label: "Renovation", value: "8%" },
    { label: "Construction", value: "10–15%" },
  ],
  link: "/property-search",
  buttonTitle: "Explore Properties",
};

/** The seven emirates with the original site's fixed counts and positions on a map of the UAE. */
export const MAP_LOCATIONS = [
  { name: "Abu Dhabi", propertyCount: 0, x: 32, y: 66 },
  { name: "Dubai", propertyCount: 2, x: 61, y: 40 },
  { name: "Sharjah", propertyCount: 1, x: 68, y: 33 },
  { name: "Ajman", propertyCount: 0, x: 71, y: 28 },
  { name: "Umm al Quwain", propertyCount: 1, x: 74, y: 23 },
  { name: "Ras Al Khaimah", propertyCount: 2, x: 80, y: 14 },
  { name: "Fujairah", propertyCount: 0, x: 88, y: 36 },
];

export const INFORMATIVE_BANNERS = [
  {
    text: "Golden Visa made simple",
    lines: ["10-year residency from AED 2M", "Family included", "Applications handled end to end"],
  },
  {
    text: "Zero commission on selected launches",
    lines: ["Verified developers only", "Flexible payment plans", "Advice in English, Arabic, Hindi and Russian"],
  },
];

/** The contact settings the demo starts with: the site's own defaults, which the back office edits. */
export const SITE_SETTINGS = {
  phone: DEFAULT_CONTACT.phone,
  whatsapp: DEFAULT_CONTACT.whatsapp,
  email: DEFAULT_CONTACT.email,
  office_address: DEFAULT_CONTACT.officeAddress,
};

// ---------------------------------------------------------------- blogs

export type BlogGroup = "Blogs" | "Articles" | "News";
export type BlogSeed = { title: string; subtitle: string; category: BlogCategory };

export const BLOG_TOPIC: Record<BlogCategory, Topic> = {
  "Market Trends": "market",
  "Investment Guide": "investment",
  "Golden Visa": "golden-visa",
  Lifestyle: "lifestyle",
  "Legal & Fees": "legal",
  "New Launches": "launch",
};

export const BLOG_LIBRARY: Record<BlogGroup, BlogSeed[]> = {
  Blogs: [
    {
      title: "Why Dubai Marina Still Tops the Rental Charts",
      subtitle: "Demand, yields and what tenants look for",
      category: "Market Trends",
    },
    {
      title: "First-Time Buyer? Your Step-by-Step Guide to Buying in Dubai",
      subtitle: "From budget to keys in eight steps",
      category: "Investment Guide",
    },
    {
      title: "Golden Visa Through Property: Who Qualifies and How to Apply",
      subtitle: "The AED 2 million route explained",
      category: "Golden Visa",
    },
    {
      title: "Living in Dubai Hills Estate: Parks, Schools and Everyday Life",
      subtitle: "A family guide to one of Dubai's greenest communities",
      category: "Lifestyle",
    },
    {
      title: "The Real Cost of Buying: Every Fee Explained",
      subtitle: "Transfer, registration, agency and legal costs",
      category: "Legal & Fees",
    },
    {
      title: "Off-Plan vs Ready: Which Is Right for You?",
      subtitle: "Payment plans, risk and returns compared",
      category: "Investment Guide",
    },
    {
      title: "Five Communities Where Families Are Moving in 2025",
      subtitle: "Space, schools and value outside the centre",
      category: "Lifestyle",
    },
    {
      title: "How to Read a Developer's Payment Plan",
      subtitle: "60/40, 70/30 and post-handover plans",
      category: "New Launches",
    },
    {
      title: "Short-Term Rentals in Dubai: Rules and Returns",
      subtitle: "Holiday-home permits and realistic occupancy",
      category: "Investment Guide",
    },
    {
      title: "Waterfront Homes: Palm Jumeirah, Bluewaters and Creek Harbour Compared",
      subtitle: "Three very different ways to live by the sea",
      category: "Market Trends",
    },
    {
      title: "Buying from Abroad: Power of Attorney and Remote Transfers",
      subtitle: "How overseas buyers complete without flying in",
      category: "Legal & Fees",
    },
    {
      title: "A Weekend in Jumeirah Beach Residence",
      subtitle: "Beach, food and the walk that never sleeps",
      category: "Lifestyle",
    },
    {
      title: "What Tenants Want: Features That Raise Your Rent",
      subtitle: "Small upgrades with a real return",
      category: "Market Trends",
    },
  ],
  Articles: [
    {
      title: "Dubai Property Prices: What the Latest Transactions Tell Us",
      subtitle: "A data-led look at the last twelve months",
      category: "Market Trends",
    },
    {
      title: "Rental Yields by Community: Where Investors Earn the Most",
      subtitle: "Gross yields from 5% to 7% and beyond",
      category: "Investment Guide",
    },
    {
      title: "Mortgages for Non-Residents: Down Payments and Rates",
      subtitle: "Why you need 25–30% upfront",
      category: "Legal & Fees",
    },
    {
      title: "Golden Visa for Families: Spouses, Children and Parents",
      subtitle: "Sponsoring your family on a 10-year visa",
      category: "Golden Visa",
    },
    {
      title: "Abu Dhabi, Sharjah or Ras Al Khaimah? Looking Beyond Dubai",
      subtitle: "Prices, yields and lifestyle across the emirates",
      category: "Market Trends",
    },
    {
      title: "Understanding Service Charges Before You Buy",
      subtitle: "What you pay for and how it affects your yield",
      category: "Legal & Fees",
    },
    {
      title: "The Off-Plan Checklist: Ten Questions to Ask a Developer",
      subtitle: "Escrow, completion and handover quality",
      category: "New Launches",
    },
    {
      title: "Commercial Property in Dubai: Offices, Shops and Warehouses",
      subtitle: "Yields, leases and who is buying",
      category: "Investment Guide",
    },
    {
      title: "Freehold and Leasehold in the UAE: What Foreigners Can Own",
      subtitle: "Designated areas and ownership rights",
      category: "Legal & Fees",
    },
    {
      title: "How Expo City and Dubai South Are Shaping the South of the City",
      subtitle: "Infrastructure, jobs and new communities",
      category: "New Launches",
    },
    {
      title: "Renting Out Your Dubai Home: A Landlord's Guide",
      subtitle: "Ejari, deposits and rent increases",
      category: "Investment Guide",
    },
    {
      title: "Currency and Timing: Buying Dubai Property in Rupees, Euros or Pounds",
      subtitle: "Why the dirham's dollar peg matters",
      category: "Investment Guide",
    },
    {
      title: "Residency Options Compared: Golden Visa, Investor and Retirement Visas",
      subtitle: "Which route fits your plans",
      category: "Golden Visa",
    },
  ],
  News: [
    {
      title: "Dubai Records Another Strong Quarter of Property Transactions",
      subtitle: "Off-plan sales lead the way",
      category: "Market Trends",
    },
    {
      title: "New Waterfront Tower Launches in Dubai Creek Harbour",
      subtitle: "Studios to four-bedroom homes with a 60/40 plan",
      category: "New Launches",
    },
    {
      title: "Golden Visa Applications Rise Among Indian and European Buyers",
      subtitle: "Property remains the most popular route",
      category: "Golden Visa",
    },
    {
      title: "Metro Extension Set to Lift Values Along the New Route",
      subtitle: "Communities that stand to benefit",
      category: "Market Trends",
    },
    {
      title: "Ras Al Khaimah's Al Marjan Island Draws Resort Investors",
      subtitle: "Hospitality projects fuel demand for homes",
      category: "New Launches",
    },
    {
      title: "Rents Stabilise in Mid-Market Communities",
      subtitle: "More supply brings balance for tenants",
      category: "Market Trends",
    },
    {
      title: "Land Department Updates Its Fee Guidance for Buyers",
      subtitle: "The 4% transfer fee explained again",
      category: "Legal & Fees",
    },
    {
      title: "New Villa Community Launches Near Al Maktoum Airport",
      subtitle: "Townhouses and villas in Dubai South",
      category: "New Launches",
    },
    {
      title: "Abu Dhabi's Saadiyat Island Sees Record Villa Prices",
      subtitle: "Cultural district drives premium demand",
      category: "Market Trends",
    },
    {
      title: "Short-Term Rental Permits Reach a New High",
      subtitle: "Holiday homes become a mainstream investment",
      category: "Investment Guide",
    },
    {
      title: "Sharjah's Aljada Adds a New Phase of Family Homes",
      subtitle: "Parks, schools and a central hub",
      category: "New Launches",
    },
    {
      title: "Beach Access and Parks Top Buyers' Wish Lists",
      subtitle: "What a new survey of residents found",
      category: "Lifestyle",
    },
    {
      title: "Digital Title Deeds Speed Up Transfers for Overseas Buyers",
      subtitle: "Completing a purchase in a single day",
      category: "Legal & Fees",
    },
  ],
};

export const AUTHORS = [
  "Admin",
  "Layla Haddad",
  "Arjun Mehta",
  "Admin",
  "Sophie Laurent",
  "Omar Al Suwaidi",
  "Elena Petrova",
];

/** Paragraphs by sub-category; each post draws several of them after its own introduction. */
export const PARAGRAPHS: Record<BlogCategory, string[]> = {
  "Market Trends": [
    "Dubai's property market has been driven by population growth, new residency options and a steady arrival of companies moving their regional headquarters to the city. Transaction volumes have reached record levels, and ready homes in established communities remain in short supply.",
    "Prices have risen fastest in prime waterfront locations such as Palm Jumeirah and Dubai Marina, but mid-market communities like Jumeirah Village Circle and Dubai Sports City have also seen solid gains thanks to strong rental demand.",
    "Off-plan sales now make up a large share of all transactions. Buyers are attracted by payment plans that spread the cost over construction, while developers use the early sales to fund delivery. Escrow rules protect buyers' instalments until work is done.",
    "Rents have followed prices upwards, and well-located apartments let quickly. Gross rental yields of 5–7% are common, higher than in most European and Asian cities, which keeps investors interested even as prices rise.",
    "New supply is arriving, particularly in the south of the city and along the new metro routes. Analysts expect growth to moderate rather than reverse, with quality, location and service charges becoming more important to buyers.",
    "For buyers who plan to hold for the long term, the fundamentals remain supportive: no annual property tax, no capital gains tax on residential property and a currency pegged to the US dollar.",
  ],
  "Investment Guide": [
    "Start with your budget and your goal. An investor chasing yield will look at studios and one-bedroom apartments in well-connected communities, while someone planning to live in the home later may prefer a villa or townhouse with room to grow.",
    "Remember the costs on top of the price: the 4% transfer fee to the Dubai Land Department, a registration fee of around 0.25%, an agency fee of about 2% and legal or conveyancing costs of 0.5–1%. Budget roughly 7% above the purchase price.",
    "Non-residents can finance a purchase, but banks usually ask for a down payment of 25–30% and a clear record of income. Many international buyers pay cash or use a developer's payment plan instead.",
    "Gross rental yields of 5–7% are realistic in most popular communities; service charges, maintenance and vacancy periods bring the net figure down by one or two points. Always compare net yields between projects.",
    "Off-plan property is usually cheaper than ready stock and the payment plan eases cash flow, but there is no rent until handover and timelines can move. Ready property earns from day one and can be inspected before you buy.",
    "Finally, think about the exit. Homes in established communities with good transport links, schools and views are the easiest to resell or re-let, whatever the market does in the meantime.",
  ],
  "Golden Visa": [
    "The UAE Golden Visa is a renewable 10-year residence permit. Property investors qualify by owning real estate worth AED 2 million or more, either as a single property or several properties together.",
    "Off-plan homes bought from approved developers also count, as do mortgaged properties once the equity paid meets the threshold. The title deed or the developer's documents show the value to the authorities.",
    "A Golden Visa holder can sponsor a spouse, children of any age and parents, and can employ domestic staff. Unlike ordinary residence visas, it stays valid even if you spend more than six months outside the UAE.",
    "Applications are made online or through an authorised service centre. After approval, you complete a medical test and biometrics for your Emirates ID, and the visa is issued within a few weeks.",
    "Many buyers combine a Golden Visa purchase with an income strategy: a property let to long-term tenants can cover much of its own cost while securing residency for the whole family.",
  ],
  Lifestyle: [
    "Daily life in Dubai is built around its communities. Each has its own parks, cafés, supermarkets and clinics, so residents rarely need to drive far for everyday needs.",
    "Families look first at schools. Dubai has more than 200 private schools following British, American, Indian, IB and other curricula, and the best-rated ones fill their places early.",
    "Outdoor life peaks between October and April, when beaches, parks and waterfront promenades come alive. In summer, social life moves indoors to malls, clubs and restaurants.",
    "The city is safe, multilingual and easy to navigate. English is spoken everywhere, and residents come from more than 200 nationalities, which makes it easy for newcomers to settle in.",
    "The metro, the tram and a network of buses connect the main districts, while taxis and ride-hailing are affordable. Many new communities are designed to be walkable, with cycle paths and shaded streets.",
  ],
  "Legal & Fees": [
    "Foreigners can buy freehold property in designated areas of Dubai, which include most of the communities popular with international buyers. Outside these areas, long leases of up to 99 years are available.",
    "The main cost is the Dubai Land Department transfer fee of 4% of the price, usually paid by the buyer. A registration fee of around 0.25% applies, together with a small title-deed charge.",
    "Agency fees are typically 2% of the price plus VAT, and legal or conveyancing fees range from 0.5% to 1%. Mortgage buyers also pay a registration fee on the loan and bank valuation costs.",
    "For off-plan purchases, payments go into a regulated escrow account linked to the project, and the developer can only draw funds as construction milestones are certified.",
    "Overseas buyers can complete through a power of attorney, signed at an embassy or notarised and attested at home. Digital transfer services now allow many steps to be done remotely.",
  ],
  "New Launches": [
    "New launches are usually released in phases. The first phase carries the lowest prices and the widest choice of units, which is why well-prepared buyers register their interest early.",
    "Typical payment plans ask for 10–20% on booking, instalments during construction and the balance on handover. Some developers offer post-handover plans that spread part of the price over two to five years.",
    "Before you commit, check that the project is registered with the Land Department, that an escrow account exists and that the developer has delivered similar projects on time.",
    "Floor plans, specifications and the service-charge estimate matter as much as the price. A slightly higher price in a better-managed building often pays back through lower running costs and stronger rents.",
    "At handover, an independent snagging inspection helps make sure any defects are fixed by the developer before you move in or let the property.",
  ],
};

/**
 * The places of the demo data: real UAE communities with approximate centres,
 * price levels (AED per sq ft), the property types that exist there, a few real
 * landmarks nearby and streets for addresses.
 */

export type NearbyType =
  | "hospital"
  | "lodging"
  | "bus_station"
  | "train_station"
  | "airport"
  | "school"
  | "shopping_mall"
  | "park";

export type TypeName =
  | "Apartment"
  | "Villa"
  | "Townhouse"
  | "Penthouse"
  | "Duplex"
  | "Office"
  | "Retail"
  | "Warehouse"
  | "Plot";

export type Place = {
  label: string;
  state: "Dubai" | "Abu Dhabi" | "Sharjah" | "Ras Al Khaimah";
  /** The town within the emirate; the emirate's own city (Dubai, Abu Dhabi...) when absent. */
  city?: string;
  lat: number;
  lng: number;
  /** Sale price level in AED per sq ft. */
  psf: number;
  /** Property types found here, by initial: A V T P D O R W L (L = plot). */
  types: string;
  coastal: boolean;
  /** Sort order among the top locations, when it is one. */
  top?: number;
  /** Relative share of the demo listings. */
  weight: number;
  streets: string[];
  near: [NearbyType, string][];
};

export const COUNTRY = "United Arab Emirates";

export const TYPE_CODES: Record<string, TypeName> = {
  A: "Apartment",
  V: "Villa",
  T: "Townhouse",
  P: "Penthouse",
  D: "Duplex",
  O: "Office",
  R: "Retail",
  W: "Warehouse",
  L: "Plot",
};

export const PLACES: Place[] = [
  {
    label: "Dubai Marina",
    state: "Dubai",
    lat: 25.0805,
    lng: 55.1403,
    psf: 2100,
    types: "APDR",
    coastal: true,
    top: 1,
    weight: 24,
    streets: ["Al Marsa Street", "Marina Walk", "Al Emreef Street"],
    near: [
      ["shopping_mall", "Dubai Marina Mall"],
      ["train_station", "Dubai Marina Metro Station"],
      ["train_station", "Dubai Marina Tram Station"],
      ["park", "Marina Promenade Gardens"],
    ],
  },
  {
    label: "Downtown Dubai",
    state: "Dubai",
    lat: 25.1972,
    lng: 55.2744,
    psf: 2900,
    types: "APDRO",
    coastal: false,
    top: 2,
    weight: 24,
    streets: ["Sheikh Mohammed bin Rashid Boulevard", "Burj Khalifa Street", "Al Sa'ada Street"],
    near: [
      ["shopping_mall", "The Dubai Mall"],
      ["hospital", "Mediclinic Dubai Mall"],
      ["train_station", "Burj Khalifa/Dubai Mall Metro Station"],
      ["park", "Burj Park"],
    ],
  },
  {
    label: "Business Bay",
    state: "Dubai",
    lat: 25.185,
    lng: 55.265,
    psf: 2000,
    types: "AOPR",
    coastal: false,
    top: 3,
    weight: 20,
    streets: ["Marasi Drive", "Al Abraj Street", "Al Mustaqbal Street"],
    near: [
      ["train_station", "Business Bay Metro Station"],
      ["shopping_mall", "Bay Avenue Mall"],
      ["park", "Dubai Water Canal Walk"],
    ],
  },
  {
    label: "Jumeirah Village Circle",
    state: "Dubai",
    lat: 25.059,
    lng: 55.209,
    psf: 1350,
    types: "ATVR",
    coastal: false,
    top: 4,
    weight: 22,
    streets: ["Circle Mall Road", "District 12 Street", "Al Khail Gate Road"],
    near: [
      ["shopping_mall", "Circle Mall"],
      ["park", "JVC Central Park"],
      ["school", "JSS International School"],
    ],
  },
  {
    label: "Palm Jumeirah",
    state: "Dubai",
    lat: 25.1124,
    lng: 55.139,
    psf: 3200,
    types: "VAP",
    coastal: true,
    top: 5,
    weight: 18,
    streets: ["Palm Jumeirah Road", "Frond G Road", "Crescent Road"],
    near: [
      ["train_station", "Palm Gateway Monorail Station"],
      ["shopping_mall", "Golden Mile Galleria"],
      ["park", "The Pointe Waterfront"],
    ],
  },
  {
    label: "Dubai Hills Estate",
    state: "Dubai",
    lat: 25.11,
    lng: 55.245,
    psf: 2100,
    types: "VTAL",
    coastal: false,
    top: 6,
    weight: 18,
    streets: ["Dubai Hills Boulevard", "Park Ridge Drive", "Golf Place Road"],
    near: [
      ["shopping_mall", "Dubai Hills Mall"],
      ["hospital", "King's College Hospital Dubai Hills"],
      ["park", "Dubai Hills Park"],
    ],
  },
  {
    label: "Arabian Ranches",
    state: "Dubai",
    lat: 25.055,
    lng: 55.269,
    psf: 1500,
    types: "VT",
    coastal: false,
    top: 7,
    weight: 14,
    streets: ["Arabian Ranches Boulevard", "Saheel Street", "Alvorada Road"],
    near: [
      ["shopping_mall", "Ranches Souk"],
      ["park", "Arabian Ranches Golf Club"],
      ["school", "Ranches Primary School"],
    ],
  },
  {
    label: "Jumeirah Lake Towers",
    state: "Dubai",
    lat: 25.0693,
    lng: 55.1412,
    psf: 1400,
    types: "AOR",
    coastal: false,
    top: 8,
    weight: 16,
    streets: ["Cluster D Road", "Lake Plaza Walk", "Al Sarayat Street"],
    near: [
      ["train_station", "DMCC Metro Station"],
      ["park", "JLT Lakes Park"],
      ["shopping_mall", "Lake Plaza Retail"],
    ],
  },
  {
    label: "Jumeirah Beach Residence",
    state: "Dubai",
    lat: 25.078,
    lng: 55.133,
    psf: 2300,
    types: "APR",
    coastal: true,
    top: 9,
    weight: 14,
    streets: ["The Walk", "Al Mamsha Street", "JBR Beach Road"],
    near: [
      ["shopping_mall", "The Beach JBR"],
      ["train_station", "JBR 1 Tram Station"],
      ["park", "JBR Open Beach"],
    ],
  },
  {
    label: "DIFC",
    state: "Dubai",
    lat: 25.211,
    lng: 55.279,
    psf: 2700,
    types: "OAPR",
    coastal: false,
    top: 10,
    weight: 12,
    streets: ["Gate Avenue", "Al Mustaqbal Street", "Sheikh Zayed Road"],
    near: [
      ["shopping_mall", "Gate Avenue"],
      ["train_station", "Emirates Towers Metro Station"],
      ["park", "Zabeel Park"],
    ],
  },
  {
    label: "Dubai Creek Harbour",
    state: "Dubai",
    lat: 25.199,
    lng: 55.345,
    psf: 2100,
    types: "APD",
    coastal: true,
    top: 11,
    weight: 14,
    streets: ["Creek Marina Promenade", "Harbour Gate Road", "Island District Street"],
    near: [
      ["park", "Ras Al Khor Wildlife Sanctuary"],
      ["shopping_mall", "Creek Marina Retail"],
      ["park", "Creek Beach"],
    ],
  },
  {
    label: "Emirates Hills",
    state: "Dubai",
    lat: 25.069,
    lng: 55.17,
    psf: 3500,
    types: "VL",
    coastal: false,
    top: 12,
    weight: 8,
    streets: ["Emirates Hills Drive", "Sector E Road", "Montgomerie Road"],
    near: [
      ["park", "Montgomerie Golf Club"],
      ["school", "Emirates International School Meadows"],
      ["park", "Emirates Hills Park"],
    ],
  },
  {
    label: "City Walk",
    state: "Dubai",
    lat: 25.207,
    lng: 55.262,
    psf: 2600,
    types: "ARP",
    coastal: false,
    weight: 10,
    streets: ["City Walk Boulevard", "Al Safa Street", "Al Wasl Road"],
    near: [
      ["shopping_mall", "City Walk Mall"],
      ["park", "Al Wasl Park"],
      ["hospital", "City Walk Medical Centre"],
    ],
  },
  {
    label: "Al Barsha",
    state: "Dubai",
    lat: 25.11,
    lng: 55.2,
    psf: 1300,
    types: "AVOR",
    coastal: false,
    weight: 12,
    streets: ["Al Barsha Road", "Hessa Street", "Umm Suqeim Street"],
    near: [
      ["shopping_mall", "Mall of the Emirates"],
      ["train_station", "Mall of the Emirates Metro Station"],
      ["park", "Al Barsha Pond Park"],
      ["hospital", "Mediclinic Parkview Hospital"],
    ],
  },
  {
    label: "Motor City",
    state: "Dubai",
    lat: 25.047,
    lng: 55.237,
    psf: 1150,
    types: "AT",
    coastal: false,
    weight: 8,
    streets: ["Sheikh Mohammed bin Zayed Road", "Motor City Drive", "Uptown Avenue"],
    near: [
      ["shopping_mall", "First Avenue Mall"],
      ["park", "Motor City Community Park"],
      ["school", "Arcadia Preparatory School"],
    ],
  },
  {
    label: "Dubai Sports City",
    state: "Dubai",
    lat: 25.039,
    lng: 55.221,
    psf: 950,
    types: "ATV",
    coastal: false,
    weight: 10,
    streets: ["Sports City Boulevard", "Victory Heights Drive", "Hessa Street"],
    near: [
      ["park", "Sports City Central Park"],
      ["school", "Sports City International School"],
      ["shopping_mall", "Sports City Retail Plaza"],
    ],
  },
  {
    label: "Town Square",
    state: "Dubai",
    lat: 25.008,
    lng: 55.295,
    psf: 1050,
    types: "TA",
    coastal: false,
    weight: 10,
    streets: ["Town Square Boulevard", "Al Qudra Road", "Hayat Boulevard"],
    near: [
      ["park", "Town Square Park"],
      ["shopping_mall", "Town Square Souk"],
      ["hospital", "Town Square Family Clinic"],
    ],
  },
  {
    label: "Damac Hills",
    state: "Dubai",
    lat: 25.025,
    lng: 55.251,
    psf: 1300,
    types: "VTAL",
    coastal: false,
    weight: 10,
    streets: ["Hills Golf Drive", "Akoya Avenue", "Umm Suqeim Road"],
    near: [
      ["park", "Damac Hills Central Park"],
      ["shopping_mall", "Hills Retail Centre"],
      ["school", "Hills International Academy"],
    ],
  },
  {
    label: "Meydan",
    state: "Dubai",
    lat: 25.16,
    lng: 55.3,
    psf: 1700,
    types: "VAL",
    coastal: false,
    weight: 9,
    streets: ["Meydan Road", "Al Khail Road", "District One Avenue"],
    near: [
      ["park", "Meydan Racecourse"],
      ["lodging", "The Meydan Hotel"],
      ["shopping_mall", "Meydan One Mall"],
    ],
  },
  {
    label: "Sobha Hartland",
    state: "Dubai",
    lat: 25.178,
    lng: 55.308,
    psf: 2000,
    types: "AVT",
    coastal: false,
    weight: 9,
    streets: ["Hartland Boulevard", "Al Khail Road", "Waterfront Avenue"],
    near: [
      ["school", "Hartland International School"],
      ["park", "Hartland Greens Park"],
      ["shopping_mall", "Hartland Retail Centre"],
    ],
  },
  {
    label: "Al Furjan",
    state: "Dubai",
    lat: 25.028,
    lng: 55.15,
    psf: 1250,
    types: "TVLA",
    coastal: false,
    weight: 9,
    streets: ["Al Furjan Boulevard", "Quortaj Street", "Sheikh Zayed Road"],
    near: [
      ["train_station", "Al Furjan Metro Station"],
      ["shopping_mall", "Al Furjan Pavilion"],
      ["park", "Al Furjan Central Park"],
    ],
  },
  {
    label: "Mirdif",
    state: "Dubai",
    lat: 25.22,
    lng: 55.42,
    psf: 1000,
    types: "VTA",
    coastal: false,
    weight: 9,
    streets: ["Algeria Street", "Tripoli Street", "Uptown Mirdif Avenue"],
    near: [
      ["shopping_mall", "City Centre Mirdif"],
      ["park", "Mushrif Park"],
      ["shopping_mall", "Uptown Mirdif"],
    ],
  },
  {
    label: "Bluewaters Island",
    state: "Dubai",
    lat: 25.079,
    lng: 55.12,
    psf: 3300,
    types: "APR",
    coastal: true,
    weight: 7,
    streets: ["Bluewaters Promenade", "Island Boulevard", "Harbour Walk"],
    near: [
      ["park", "Ain Dubai Plaza"],
      ["shopping_mall", "Bluewaters Retail Promenade"],
      ["lodging", "Bluewaters Island Resort"],
    ],
  },
  {
    label: "Dubai South",
    state: "Dubai",
    lat: 24.89,
    lng: 55.17,
    psf: 900,
    types: "ATWLO",
    coastal: false,
    weight: 10,
    streets: ["Expo Road", "Emirates Road", "Dubai South Boulevard"],
    near: [
      ["park", "Expo City Dubai"],
      ["train_station", "Expo 2020 Metro Station"],
      ["school", "Dubai South International School"],
    ],
  },
  {
    label: "International City",
    state: "Dubai",
    lat: 25.163,
    lng: 55.408,
    psf: 700,
    types: "AWR",
    coastal: false,
    weight: 8,
    streets: ["China Cluster Road", "England Cluster Street", "Al Awir Road"],
    near: [
      ["shopping_mall", "Dragon Mart"],
      ["bus_station", "International City Bus Station"],
      ["park", "International City Central Park"],
    ],
  },
  {
    label: "Jumeirah Golf Estates",
    state: "Dubai",
    lat: 25.02,
    lng: 55.2,
    psf: 1700,
    types: "VTL",
    coastal: false,
    weight: 8,
    streets: ["Earth Course Drive", "Fire Course Road", "Golf Estates Boulevard"],
    near: [
      ["park", "Jumeirah Golf Estates Clubhouse"],
      ["school", "Golf Estates Academy"],
      ["shopping_mall", "Golf Estates Retail Village"],
    ],
  },
  {
    label: "Al Quoz",
    state: "Dubai",
    lat: 25.14,
    lng: 55.23,
    psf: 900,
    types: "WOR",
    coastal: false,
    weight: 8,
    streets: ["Al Khail Road", "Street 4A", "Umm Suqeim Road"],
    near: [
      ["park", "Al Quoz Pond Park"],
      ["shopping_mall", "Alserkal Avenue"],
      ["bus_station", "Al Quoz Bus Station"],
    ],
  },
  {
    label: "Deira",
    state: "Dubai",
    lat: 25.27,
    lng: 55.32,
    psf: 1000,
    types: "AOR",
    coastal: false,
    weight: 9,
    streets: ["Al Rigga Road", "Baniyas Road", "Salahuddin Road"],
    near: [
      ["shopping_mall", "Deira City Centre"],
      ["train_station", "Union Metro Station"],
      ["shopping_mall", "Deira Gold Souk"],
    ],
  },
  {
    label: "Bur Dubai",
    state: "Dubai",
    lat: 25.255,
    lng: 55.295,
    psf: 1150,
    types: "AOR",
    coastal: false,
    weight: 9,
    streets: ["Khalid bin Al Waleed Road", "Al Mankhool Road", "Kuwait Street"],
    near: [
      ["shopping_mall", "BurJuman Centre"],
      ["train_station", "BurJuman Metro Station"],
      ["hospital", "Rashid Hospital"],
      ["park", "Al Fahidi Historical Neighbourhood"],
    ],
  },
  // Abu Dhabi
  {
    label: "Saadiyat Island",
    state: "Abu Dhabi",
    lat: 24.541,
    lng: 54.434,
    psf: 2200,
    types: "VAL",
    coastal: true,
    weight: 7,
    streets: ["Saadiyat Cultural District Road", "Jacques Chirac Street", "Saadiyat Beach Road"],
    near: [
      ["park", "Saadiyat Beach Park"],
      ["park", "Louvre Abu Dhabi Gardens"],
      ["school", "Saadiyat International School"],
    ],
  },
  {
    label: "Yas Island",
    state: "Abu Dhabi",
    lat: 24.488,
    lng: 54.607,
    psf: 1500,
    types: "ATV",
    coastal: true,
    weight: 6,
    streets: ["Yas Leisure Drive", "Yas Boulevard", "Al Qurm Street"],
    near: [
      ["shopping_mall", "Yas Mall"],
      ["park", "Yas Marina"],
      ["lodging", "Yas Island Hotel Quarter"],
    ],
  },
  {
    label: "Al Reem Island",
    state: "Abu Dhabi",
    lat: 24.499,
    lng: 54.406,
    psf: 1300,
    types: "APO",
    coastal: true,
    weight: 6,
    streets: ["Tamouh Street", "Shams Boulevard", "Najmat Street"],
    near: [
      ["shopping_mall", "Reem Mall"],
      ["park", "Reem Central Park"],
      ["hospital", "Cleveland Clinic Abu Dhabi"],
    ],
  },
  {
    label: "Al Raha Beach",
    state: "Abu Dhabi",
    lat: 24.448,
    lng: 54.596,
    psf: 1400,
    types: "AVT",
    coastal: true,
    weight: 5,
    streets: ["Al Raha Beach Road", "Al Bandar Walk", "Al Muneera Street"],
    near: [
      ["shopping_mall", "Al Raha Mall"],
      ["park", "Al Raha Beach Park"],
      ["school", "Raha International School"],
    ],
  },
  // Sharjah
  {
    label: "Aljada",
    state: "Sharjah",
    lat: 25.308,
    lng: 55.461,
    psf: 1100,
    types: "ATV",
    coastal: false,
    weight: 6,
    streets: ["Aljada Central Boulevard", "University City Road", "Maliha Road"],
    near: [
      ["park", "Aljada Central Hub"],
      ["shopping_mall", "Aljada Boulevard Retail"],
      ["school", "Aljada Academy"],
    ],
  },
  {
    label: "Al Majaz",
    state: "Sharjah",
    lat: 25.327,
    lng: 55.388,
    psf: 800,
    types: "AOR",
    coastal: true,
    weight: 5,
    streets: ["Corniche Street", "Jamal Abdul Nasser Street", "Al Majaz Waterfront Walk"],
    near: [
      ["park", "Al Majaz Waterfront"],
      ["shopping_mall", "Safeer Mall Al Majaz"],
      ["hospital", "Al Majaz Medical Centre"],
    ],
  },
  {
    label: "Muwaileh",
    state: "Sharjah",
    lat: 25.298,
    lng: 55.452,
    psf: 650,
    types: "AWV",
    coastal: false,
    weight: 5,
    streets: ["Muwaileh Road", "Al Zahia Street", "Industrial Area 17 Road"],
    near: [
      ["school", "University City of Sharjah"],
      ["park", "Muwaileh Park"],
      ["shopping_mall", "Muwaileh Commercial Centre"],
    ],
  },
  // Dubai: Hatta, the mountain exclave
  {
    label: "Hatta Town Centre",
    state: "Dubai",
    city: "Hatta",
    lat: 24.797,
    lng: 56.118,
    psf: 700,
    types: "VTL",
    coastal: false,
    weight: 3,
    streets: ["Hatta Road", "Hatta Souq Street", "Al Sharia Street"],
    near: [
      ["park", "Hatta Heritage Village"],
      ["park", "Hatta Wadi Hub"],
      ["hospital", "Hatta Hospital"],
    ],
  },
  {
    label: "Hatta Dam",
    state: "Dubai",
    city: "Hatta",
    lat: 24.808,
    lng: 56.128,
    psf: 800,
    types: "VL",
    coastal: false,
    weight: 2,
    streets: ["Hatta Dam Road", "Lakeside Drive", "Mountain Trail Road"],
    near: [
      ["park", "Hatta Dam Lake"],
      ["lodging", "Hatta Damani Lodges"],
      ["park", "Hatta Mountain Bike Trail Centre"],
    ],
  },
  // Abu Dhabi: Al Ain, the garden city
  {
    label: "Al Jimi",
    state: "Abu Dhabi",
    city: "Al Ain",
    lat: 24.246,
    lng: 55.727,
    psf: 750,
    types: "VTA",
    coastal: false,
    weight: 3,
    streets: ["Al Jimi Street", "Khalifa bin Zayed Street", "Zayed bin Sultan Street"],
    near: [
      ["shopping_mall", "Al Jimi Mall"],
      ["park", "Al Jahili Park"],
      ["hospital", "Tawam Hospital"],
    ],
  },
  {
    label: "Zakher",
    state: "Abu Dhabi",
    city: "Al Ain",
    lat: 24.155,
    lng: 55.695,
    psf: 650,
    types: "VTL",
    coastal: false,
    weight: 2,
    streets: ["Zakher Street", "Al Khabisi Road", "Jebel Hafeet Road"],
    near: [
      ["park", "Zakher Lake Park"],
      ["park", "Jebel Hafeet"],
      ["shopping_mall", "Al Ain Mall"],
    ],
  },
  // Sharjah: Khor Fakkan, on the east coast
  {
    label: "Khor Fakkan Corniche",
    state: "Sharjah",
    city: "Khor Fakkan",
    lat: 25.343,
    lng: 56.355,
    psf: 700,
    types: "AVR",
    coastal: true,
    weight: 3,
    streets: ["Corniche Road", "Sheikh Khalid Street", "Al Khalidiya Street"],
    near: [
      ["park", "Khor Fakkan Beach"],
      ["park", "Al Rafisah Dam"],
      ["shopping_mall", "Khor Fakkan Souq"],
    ],
  },
  // Ras Al Khaimah: the city, and Al Jazirah Al Hamra on the coast to its south
  {
    label: "Mina Al Arab",
    state: "Ras Al Khaimah",
    lat: 25.728,
    lng: 55.833,
    psf: 1200,
    types: "AVT",
    coastal: true,
    weight: 3,
    streets: ["Mina Al Arab Road", "Bay Residences Walk", "Lagoon Drive"],
    near: [
      ["park", "Mina Al Arab Lagoon"],
      ["lodging", "Mina Al Arab Beach Resort"],
      ["shopping_mall", "Mina Al Arab Retail Centre"],
    ],
  },
  {
    label: "Al Marjan Island",
    state: "Ras Al Khaimah",
    city: "Al Jazirah Al Hamra",
    lat: 25.676,
    lng: 55.742,
    psf: 1600,
    types: "AVP",
    coastal: true,
    weight: 6,
    streets: ["Marjan Island Boulevard", "Breeze Island Road", "Treasure Island Drive"],
    near: [
      ["park", "Al Marjan Island Beach"],
      ["lodging", "Marjan Island Resort"],
      ["shopping_mall", "Marjan Waterfront Retail"],
    ],
  },
  {
    label: "Al Hamra Village",
    state: "Ras Al Khaimah",
    city: "Al Jazirah Al Hamra",
    lat: 25.693,
    lng: 55.783,
    psf: 1100,
    types: "VTA",
    coastal: true,
    weight: 5,
    streets: ["Al Hamra Road", "Golf Drive", "Lagoon Walk"],
    near: [
      ["shopping_mall", "Al Hamra Mall"],
      ["park", "Al Hamra Golf Club"],
      ["lodging", "Al Hamra Beach Hotel"],
    ],
  },
];

/** The international airport that serves each emirate, at its real position. */
export const AIRPORTS: Record<Place["state"], { name: string; lat: number; lng: number }> = {
  Dubai: { name: "Dubai International Airport", lat: 25.2532, lng: 55.3657 },
  "Abu Dhabi": { name: "Zayed International Airport", lat: 24.433, lng: 54.6511 },
  Sharjah: { name: "Sharjah International Airport", lat: 25.3286, lng: 55.5172 },
  "Ras Al Khaimah": { name: "Ras Al Khaimah International Airport", lat: 25.6135, lng: 55.9388 },
};

/** Generic neighbours every community has, named after it. */
export const GENERIC_NEARBY: [NearbyType, (label: string) => string][] = [
  ["hospital", (l) => `${l} Medical Centre`],
  ["school", (l) => `${l} British School`],
  ["lodging", (l) => `${l} Hotel & Suites`],
  ["bus_station", (l) => `${l} Bus Stop`],
  ["park", (l) => `${l} Community Park`],
  ["shopping_mall", (l) => `${l} Supermarket & Retail`],
];

/** The town a place is in: its own, else the emirate's city of the same name. */
export function cityOf(place: Place): string {
  return place.city ?? place.state;
}

/** Looks up a place by label, case-insensitively. */
export function placeByLabel(label: string): Place | undefined {
  const key = label.toLowerCase();
  return PLACES.find((p) => p.label.toLowerCase() === key);
}

/**
 * The demo data's off-plan projects (decision 062): fictional developments across Dubai and
 * the other emirates, in every status, each with its payment plan, images and facilities. Some
 * of the demo's listings in the project's community join it (sale units of the same completion),
 * and its unit types are the kinds of those listings, so the unit types' ranges have data; a
 * project with fewer kinds gets common ones without units yet. Drawn from a generator of its
 * own, so every other demo row keeps its id.
 */
import type * as t from "../schema";
import type { Art } from "./art";
import { AREA_NAMES, PLACE_NAMES } from "./data-place-names";
import type { TypeName } from "./data-places";
import type { Listing } from "./properties";
import { createRng } from "./random";

type Stage = "booking" | "construction" | "handover" | "post_handover";
type Step = [Stage, number, { date?: string; at?: number; months?: number }?];

type ProjectSeed = {
  name: string;
  ar: string;
  ru: string;
  hi: string;
  community: string;
  developer: string;
  status: "launching" | "under_construction" | "ready";
  handover: string;
  percent: number;
  number?: string;
  escrow?: [string, string];
  /** The look of its pictures and the unit types it falls back on. */
  look: "tower" | "villa" | "townhouse";
  plan: Step[];
  amenities: number[];
};

/** Fictional banks: escrow agents of the demo projects. */
const BANKS = ["Gulf Crescent Bank", "Harbour Trust Bank", "Emirates Falcon Bank"];

export const PROJECT_SEEDS: ProjectSeed[] = [
  {
    name: "Marina Vista Residences",
    ar: "مارينا فيستا ريزيدنسز",
    ru: "Марина Виста Резиденсез",
    hi: "मरीना विस्टा रेज़िडेंसेज़",
    community: "Dubai Marina",
    developer: "Azure Crest Developments",
    status: "under_construction",
    handover: "2027-12-31",
    percent: 46,
    number: "3105",
    escrow: ["AE07 0331 2345 6789 0123 456", BANKS[0] as string],
    look: "tower",
    plan: [
      ["booking", 10],
      ["construction", 10, { date: "2027-03-31" }],
      ["construction", 20, { at: 50 }],
      ["construction", 20, { at: 80 }],
      ["handover", 40],
    ],
    amenities: [0, 1, 3, 5, 9],
  },
  {
    name: "Creekside Azure Tower",
    ar: "برج كريكسايد أزور",
    ru: "Крииксайд Азур Тауэр",
    hi: "क्रीकसाइड अज़ूर टावर",
    community: "Dubai Creek Harbour",
    developer: "Pearl Horizon Developers",
    status: "launching",
    handover: "2029-03-31",
    percent: 0,
    number: "3342",
    escrow: ["AE45 0260 0010 2233 4455 667", BANKS[1] as string],
    look: "tower",
    plan: [
      ["booking", 20],
      ["construction", 10, { at: 20 }],
      ["construction", 10, { at: 40 }],
      ["construction", 10, { at: 60 }],
      ["handover", 20],
      ["post_handover", 15, { months: 12 }],
      ["post_handover", 15, { months: 24 }],
    ],
    amenities: [0, 1, 2, 6, 10],
  },
  {
    name: "Hills Grove Villas",
    ar: "فلل هيلز جروف",
    ru: "Виллы Хиллс Гроув",
    hi: "हिल्स ग्रोव विलाज़",
    community: "Dubai Hills Estate",
    developer: "Falcon Ridge Properties",
    status: "under_construction",
    handover: "2027-09-30",
    percent: 62,
    number: "2987",
    escrow: ["AE21 0350 0000 1122 3344 556", BANKS[2] as string],
    look: "villa",
    plan: [
      ["booking", 20],
      ["construction", 30, { date: "2027-01-31" }],
      ["construction", 30, { at: 90 }],
      ["handover", 20],
    ],
    amenities: [0, 4, 6, 7, 8],
  },
  {
    name: "Park Heights JVC",
    ar: "بارك هايتس جي في سي",
    ru: "Парк Хайтс JVC",
    hi: "पार्क हाइट्स जेवीसी",
    community: "Jumeirah Village Circle",
    developer: "Lumina Living",
    status: "under_construction",
    handover: "2027-06-30",
    percent: 71,
    number: "3011",
    escrow: ["AE63 0330 0000 5566 7788 990", BANKS[0] as string],
    look: "tower",
    plan: [
      ["booking", 10],
      ["construction", 20, { at: 50 }],
      ["construction", 30, { at: 90 }],
      ["post_handover", 10, { months: 6 }],
      ["post_handover", 15, { months: 18 }],
      ["post_handover", 15, { months: 36 }],
    ],
    amenities: [0, 1, 4, 7],
  },
  {
    name: "Canal One Business Bay",
    ar: "كانال ون الخليج التجاري",
    ru: "Канал Уан Бизнес-Бэй",
    hi: "कैनाल वन बिज़नेस बे",
    community: "Business Bay",
    developer: "Sahara Stone Real Estate",
    status: "launching",
    handover: "2028-12-31",
    percent: 3,
    number: "3398",
    escrow: ["AE12 0240 0000 9988 7766 554", BANKS[1] as string],
    look: "tower",
    plan: [
      ["booking", 20],
      ["construction", 10, { date: "2027-06-30" }],
      ["construction", 10, { date: "2027-12-31" }],
      ["construction", 10, { date: "2028-06-30" }],
      ["handover", 50],
    ],
    amenities: [0, 1, 5, 9, 11],
  },
  {
    name: "Opus Crest Downtown",
    ar: "أوبوس كريست داون تاون",
    ru: "Опус Крест Даунтаун",
    hi: "ओपस क्रेस्ट डाउनटाउन",
    community: "Downtown Dubai",
    developer: "Sahara Stone Real Estate",
    status: "ready",
    handover: "2025-12-31",
    percent: 100,
    number: "2641",
    escrow: ["AE88 0310 0000 1357 2468 013", BANKS[2] as string],
    look: "tower",
    plan: [
      ["booking", 20],
      ["handover", 80],
    ],
    amenities: [0, 1, 3, 5, 9, 11],
  },
  {
    name: "Meydan Lagoon Homes",
    ar: "منازل ميدان لاجون",
    ru: "Мейдан Лагун Хоумс",
    hi: "मेयदान लैगून होम्स",
    community: "Meydan",
    developer: "Marwa Developments",
    status: "under_construction",
    handover: "2028-06-30",
    percent: 28,
    number: "3187",
    escrow: ["AE34 0270 0000 2468 1357 924", BANKS[0] as string],
    look: "townhouse",
    plan: [
      ["booking", 10],
      ["construction", 10, { at: 30 }],
      ["construction", 10, { at: 50 }],
      ["construction", 10, { at: 70 }],
      ["handover", 60],
    ],
    amenities: [0, 4, 6, 7],
  },
  {
    name: "Sports City Greens",
    ar: "سبورتس سيتي جرينز",
    ru: "Спортс Сити Гринз",
    hi: "स्पोर्ट्स सिटी ग्रीन्स",
    community: "Dubai Sports City",
    developer: "Oasis Meridian Group",
    status: "ready",
    handover: "2026-03-31",
    percent: 100,
    number: "2755",
    escrow: ["AE59 0350 0000 7531 8642 097", BANKS[1] as string],
    look: "tower",
    plan: [
      ["booking", 30],
      ["handover", 70],
    ],
    amenities: [0, 1, 2, 8],
  },
  {
    name: "Saadiyat Shore Residences",
    ar: "سعديات شور ريزيدنسز",
    ru: "Саадият Шор Резиденсез",
    hi: "सादियात शोर रेज़िडेंसेज़",
    community: "Saadiyat Island",
    developer: "Saffron Gate Properties",
    status: "launching",
    handover: "2029-06-30",
    percent: 0,
    escrow: ["AE70 0030 0000 4455 6677 889", BANKS[2] as string],
    look: "villa",
    plan: [
      ["booking", 10],
      ["construction", 10, { date: "2027-09-30" }],
      ["construction", 20, { at: 50 }],
      ["construction", 20, { at: 75 }],
      ["handover", 40],
    ],
    amenities: [0, 3, 6, 9],
  },
  {
    name: "Yas Bay Terraces",
    ar: "شرفات ياس باي",
    ru: "Ясс Бэй Террасез",
    hi: "यास बे टैरेसेज़",
    community: "Yas Island",
    developer: "Crescent Line Estates",
    status: "under_construction",
    handover: "2027-12-31",
    percent: 38,
    escrow: ["AE26 0030 0000 1212 3434 565", BANKS[0] as string],
    look: "townhouse",
    plan: [
      ["booking", 10],
      ["construction", 20, { at: 40 }],
      ["construction", 20, { at: 80 }],
      ["post_handover", 25, { months: 12 }],
      ["post_handover", 25, { months: 24 }],
    ],
    amenities: [0, 1, 4, 7, 8],
  },
  {
    name: "Aljada Garden Lofts",
    ar: "لوفتات حدائق الجادة",
    ru: "Альжада Гарден Лофтс",
    hi: "अलजादा गार्डन लॉफ्ट्स",
    community: "Aljada",
    developer: "Zenith Sands Development",
    status: "under_construction",
    handover: "2027-03-31",
    percent: 81,
    escrow: ["AE91 0460 0000 8080 9090 101", BANKS[1] as string],
    look: "tower",
    plan: [
      ["booking", 10],
      ["construction", 30, { at: 60 }],
      ["construction", 30, { at: 95 }],
      ["post_handover", 30, { months: 24 }],
    ],
    amenities: [0, 1, 4, 6],
  },
  {
    name: "Marjan Beach Villas",
    ar: "فلل شاطئ المرجان",
    ru: "Марджан Бич Виллас",
    hi: "मरजान बीच विलाज़",
    community: "Al Marjan Island",
    developer: "Azure Crest Developments",
    status: "launching",
    handover: "2028-09-30",
    percent: 5,
    escrow: ["AE48 0490 0000 3030 4040 505", BANKS[2] as string],
    look: "villa",
    plan: [
      ["booking", 20],
      ["construction", 20, { date: "2027-06-30" }],
      ["construction", 20, { at: 70 }],
      ["handover", 40],
    ],
    amenities: [0, 3, 6, 9, 10],
  },
  {
    name: "Airside Dubai South",
    ar: "إيرسايد دبي الجنوب",
    ru: "Эйрсайд Дубай Саут",
    hi: "एयरसाइड दुबई साउथ",
    community: "Dubai South",
    developer: "Falcon Ridge Properties",
    status: "launching",
    handover: "2029-12-31",
    percent: 0,
    number: "3420",
    escrow: ["AE15 0330 0000 6060 7070 808", BANKS[0] as string],
    look: "townhouse",
    plan: [
      ["booking", 10],
      ["construction", 10, { at: 25 }],
      ["construction", 10, { at: 50 }],
      ["construction", 10, { at: 75 }],
      ["handover", 20],
      ["post_handover", 20, { months: 12 }],
      ["post_handover", 20, { months: 24 }],
    ],
    amenities: [0, 1, 4, 7, 10],
  },
];

const FALLBACK_UNITS: Record<ProjectSeed["look"], [TypeName, number][]> = {
  tower: [
    ["Apartment", 0],
    ["Apartment", 1],
    ["Apartment", 2],
    ["Apartment", 3],
  ],
  villa: [
    ["Villa", 4],
    ["Villa", 5],
    ["Townhouse", 3],
  ],
  townhouse: [
    ["Townhouse", 3],
    ["Townhouse", 4],
    ["Villa", 4],
  ],
};

/** A place's name in a language, from the demo's place names (English when it has none). */
function inLanguage(place: string, lang: "ar" | "ru" | "hi"): string {
  return PLACE_NAMES[place]?.[lang] ?? AREA_NAMES[place]?.[lang] ?? place;
}

const STATUS_WORDS = {
  launching: { en: "newly launched", ar: "أُطلق حديثاً", ru: "только что запущенный", hi: "नई लॉन्च हुई" },
  under_construction: { en: "under construction", ar: "قيد الإنشاء", ru: "строящийся", hi: "निर्माणाधीन" },
  ready: { en: "completed", ar: "مكتمل", ru: "завершённый", hi: "पूरी हो चुकी" },
};

/** A plain floor plan: rooms drawn as labelled rectangles. */
function floorPlanArt(bedrooms: number, seed: number): Art {
  const rooms: [number, number, number, number, string][] = [[20, 20, 380, 260, "Living / Dining"]];
  const w = 1200;
  const h = 900;
  rooms.push([420, 20, 240, 180, "Kitchen"]);
  for (let i = 0; i < Math.max(1, bedrooms); i++) {
    const x = 20 + (i % 3) * 390;
    const y = 300 + Math.floor(i / 3) * 300;
    rooms.push([x, y, 370, 280, bedrooms === 0 ? "Studio" : `Bedroom ${i + 1}`]);
  }
  rooms.push([680, 20, 180, 180, "Bath"]);
  rooms.push([880, 20 + (seed % 3) * 10, 300, 250, "Balcony"]);
  const shapes = rooms
    .map(
      ([x, y, rw, rh, label]) =>
        `<rect x="${x}" y="${y}" width="${rw}" height="${rh}" fill="#F5EFE6" stroke="#12324F" stroke-width="6"/>` +
        `<text x="${x + rw / 2}" y="${y + rh / 2}" font-family="sans-serif" font-size="28" fill="#12324F" text-anchor="middle">${label}</text>`,
    )
    .join("");
  return {
    width: w,
    height: h,
    alt: bedrooms === 0 ? "Floor plan of a studio" : `Floor plan of a ${bedrooms}-bedroom home`,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#ffffff"/>${shapes}</svg>`,
  };
}

export type ProjectRows = {
  images: (typeof t.images.$inferInsert)[];
  projects: (typeof t.projects.$inferInsert)[];
  projectImages: (typeof t.projectImages.$inferInsert)[];
  projectAmenities: (typeof t.projectAmenities.$inferInsert)[];
  unitTypes: (typeof t.projectUnitTypes.$inferInsert)[];
  milestones: (typeof t.projectPaymentMilestones.$inferInsert)[];
};

export function buildProjects(input: {
  now: Date;
  listings: Listing[];
  locations: { id: string; label: string; state: string; latitude: number; longitude: number }[];
  developers: { id: string; firmName: string }[];
  facilities: { id: string }[];
  typeIds: Record<TypeName, string>;
  pictures: Record<ProjectSeed["look"], string[]>;
}): ProjectRows {
  const rng = createRng("demo-projects");
  const out: ProjectRows = {
    images: [],
    projects: [],
    projectImages: [],
    projectAmenities: [],
    unitTypes: [],
    milestones: [],
  };
  const typeOf = new Map(Object.entries(input.typeIds).map(([name, id]) => [id, name as TypeName]));
  const taken = new Set<string>();
  PROJECT_SEEDS.forEach((p, index) => {
    const location = input.locations.find((l) => l.label === p.community);
    const developer = input.developers.find((d) => d.firmName === p.developer);
    if (!location || !developer) throw new Error(`demo project ${p.name}: unknown place or developer`);
    const id = rng.uuid();
    const offPlan = p.status !== "ready";
    const units = input.listings
      .filter(
        (l) =>
          !taken.has(l.property.id as string) &&
          l.property.locationId === location.id &&
          l.property.purpose === "sale" &&
          l.property.segment === "Residential" &&
          (l.property.completionStatus === "off_plan") === offPlan &&
          ["Apartment", "Villa", "Townhouse", "Penthouse", "Duplex"].includes(
            typeOf.get(l.property.propertyTypeId as string) ?? "",
          ),
      )
      .slice(0, 8);
    const kinds = new Map<string, [TypeName, number | null]>();
    for (const l of units) {
      const type = typeOf.get(l.property.propertyTypeId as string) as TypeName;
      const bedrooms = l.property.bedrooms ?? null;
      const key = `${type}:${bedrooms}`;
      if (kinds.size < 6 || kinds.has(key)) {
        kinds.set(key, [type, bedrooms]);
        taken.add(l.property.id as string);
        l.property.projectId = id;
        l.property.developerId = developer.id;
      }
    }
    for (const [type, bedrooms] of FALLBACK_UNITS[p.look]) {
      if (kinds.size >= 3) break;
      kinds.set(`${type}:${bedrooms}`, [type, bedrooms]);
    }
    // A resale of an off-plan unit: what the first buyer paid and has paid so far.
    const resale = offPlan ? units.find((l) => l.property.projectId === id) : undefined;
    if (resale) {
      const price = resale.property.priceAed as number;
      resale.property.originalPrice = Math.round((price * 0.86) / 1000) * 1000;
      resale.property.amountPaid = Math.round((price * 0.86 * 0.4) / 1000) * 1000;
    }
    const sortedKinds = [...kinds.values()].sort(
      ([ta, ba], [tb, bb]) => ta.localeCompare(tb) || (ba ?? 99) - (bb ?? 99),
    );
    sortedKinds.forEach(([type, bedrooms], position) => {
      out.unitTypes.push({ id: rng.uuid(), projectId: id, propertyTypeId: input.typeIds[type], bedrooms, position });
    });
    const slug = p.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    const words = STATUS_WORDS[p.status];
    const bank = p.escrow?.[1] ?? "";
    out.projects.push({
      id,
      slug,
      name: p.name,
      description: [
        `${p.name} is a ${words.en} development by ${p.developer} in ${p.community}, ${location.state}.`,
        `Homes range from ${sortedKinds.length} unit types, with ${p.amenities.length} shared facilities and a payment plan spread over construction${p.plan.some(([s]) => s === "post_handover") ? " and after handover" : ""}.`,
      ].join("\n\n"),
      developerId: developer.id,
      locationId: location.id,
      latitude: location.latitude + rng.float(-0.004, 0.004),
      longitude: location.longitude + rng.float(-0.004, 0.004),
      status: p.status,
      handoverDate: p.handover,
      dldProjectNumber: p.number ?? null,
      escrowAccountNumber: p.escrow?.[0] ?? "",
      escrowBank: bank,
      percentCompleted: p.percent,
      progressReportedAt: new Date(input.now.getTime() - rng.int(5, 40) * 86_400_000).toISOString().slice(0, 10),
      published: true,
      translations: {
        ar: {
          name: p.ar,
          // Arabic text names no firm in Latin letters: the page shows the developer beside it.
          description: `${p.ar} مشروع ${words.ar} في ${inLanguage(p.community, "ar")}، ${inLanguage(location.state, "ar")}.`,
        },
        ru: {
          name: p.ru,
          description: `${p.ru} — ${words.ru} проект компании ${p.developer} в районе ${inLanguage(p.community, "ru")}, ${inLanguage(location.state, "ru")}.`,
        },
        hi: {
          name: p.hi,
          description: `${p.hi} ${inLanguage(p.community, "hi")}, ${inLanguage(location.state, "hi")} में ${p.developer} की ${words.hi} परियोजना है।`,
        },
      },
      // Newest first on the list: spread over the last months, in the order above.
      createdAt: new Date(input.now.getTime() - (index * 9 + 2) * 86_400_000),
      updatedAt: new Date(input.now.getTime() - index * 86_400_000),
    });
    const pictures = rng.sample(input.pictures[p.look], 4);
    pictures.forEach((imageId, i) => {
      out.projectImages.push({ projectId: id, kind: i === 0 ? "hero" : "gallery", position: i, imageId });
    });
    pictures.slice(0, 2).forEach((imageId, i) => {
      out.projectImages.push({
        projectId: id,
        kind: "brochure",
        position: i,
        imageId,
        caption: i === 0 ? "The development" : "Views and facilities",
        translations: {
          ar: { caption: i === 0 ? "المشروع" : "الإطلالات والمرافق" },
          ru: { caption: i === 0 ? "Проект" : "Виды и удобства" },
          hi: { caption: i === 0 ? "परियोजना" : "दृश्य और सुविधाएँ" },
        },
      });
    });
    sortedKinds.slice(0, 3).forEach(([type, bedrooms], i) => {
      const art = floorPlanArt(bedrooms ?? 3, index * 10 + i);
      const imageId = rng.uuid();
      out.images.push({
        id: imageId,
        contentType: "image/svg+xml",
        width: art.width,
        height: art.height,
        alt: art.alt,
        bytes: Buffer.from(art.svg, "utf8"),
      });
      const rooms = bedrooms === 0 ? "Studio" : `${bedrooms}-bedroom ${type.toLowerCase()}`;
      out.projectImages.push({
        projectId: id,
        kind: "floor_plan",
        position: i,
        imageId,
        caption: rooms,
      });
    });
    for (const i of p.amenities) {
      const facility = input.facilities[i];
      if (facility) out.projectAmenities.push({ projectId: id, categoryId: facility.id });
    }
    p.plan.forEach(([stage, percent, due], position) => {
      out.milestones.push({
        id: rng.uuid(),
        projectId: id,
        position,
        stage,
        percent,
        dueDate: due?.date ?? null,
        dueConstructionPercent: due?.at ?? null,
        monthsAfterHandover: due?.months ?? null,
      });
    });
  });
  return out;
}

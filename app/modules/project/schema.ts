/**
 * The projects list's query (the /projects page and GET /api/projects) and the payment
 * calculator's GET form, one rule each for the page and the API (decision 062). Every message
 * names its field: in English by the parameter itself (what the API answers), on a page in
 * the page's language.
 */
import "../../i18n/en-pages";
import { PROJECT_STATUSES } from "../../../db/enums";
import { type MessageKey, t } from "../../i18n/i18n";
import { z } from "../../zod";
import { type Box, MAX_ZOOM, parseBox } from "../property/geometry";
import { PLAN_TYPES } from "./plan";

export const PROJECT_SORTS = ["newest", "handover", "price_asc", "price_desc"] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** Projects per page on /projects; the API's default and largest `limit`. */
export const PROJECTS_PAGE_SIZE = 12;
export const MAX_PROJECTS_LIMIT = 50;
const MAX_PAGE = 1000;

const FIELD_LABELS: Record<string, MessageKey> = {
  emirate: "projects.field.emirate",
  community: "projects.field.community",
  developer: "projects.field.developer",
  handoverYear: "projects.field.handoverYear",
  minPrice: "projects.field.minPrice",
  maxPrice: "projects.field.maxPrice",
  currency: "projects.field.currency",
  bedrooms: "projects.field.bedrooms",
  plan: "projects.field.plan",
  status: "projects.field.status",
  sort: "projects.field.sort",
  page: "projects.field.page",
  limit: "projects.field.limit",
  unit: "projects.calc.unit",
  price: "projects.calc.price",
};

/** How a page names the parameter; in English, the parameter itself. */
export function projectFieldLabel(name: string): string {
  const key = Object.hasOwn(FIELD_LABELS, name) ? FIELD_LABELS[name] : undefined;
  return key ? t(key) : name;
}

const message = (key: MessageKey, name: string, vars: Record<string, string | number> = {}) => ({
  error: () => t(key, { ...vars, field: projectFieldLabel(name) }),
});

const text = (name: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, message("projects.error.text", name, { max }))
    .refine((v) => !v.includes("\u0000"), message("projects.error.text", name, { max }))
    .optional()
    .transform((v) => (v ? v : undefined));

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message("projects.error.whole", name, { min, max }))
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, message("projects.error.whole", name, { min, max }))
        .max(max, message("projects.error.whole", name, { min, max })),
    );

const amount = (name: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s,]/g, ""))
    .pipe(z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, message("projects.error.amount", name)))
    .transform(Number)
    .optional();

const choice = <T extends readonly [string, ...string[]]>(name: string, choices: T) =>
  z.enum(choices, message("projects.error.choice", name, { choices: choices.join(", ") }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const projectQueryShape = {
  /** The emirate (a location's state), e.g. Dubai. */
  emirate: text("emirate"),
  /** The community: a location's name in any language, or its id. */
  community: text("community"),
  /** A developer's id. */
  developer: z
    .string()
    .trim()
    .regex(UUID, message("projects.error.developer", "developer"))
    .transform((v) => v.toLowerCase())
    .optional(),
  handoverYear: whole("handoverYear", 2000, 2100).optional(),
  /** Price bounds in `currency` (the page's display currency; AED in the API by default). */
  minPrice: amount("minPrice"),
  maxPrice: amount("maxPrice"),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, message("projects.error.currency", "currency"))
    .transform((v) => v.toUpperCase())
    .optional(),
  /** A unit type with this many bedrooms (0 a studio). */
  bedrooms: whole("bedrooms", 0, 20).optional(),
  /** post_handover: some of the price is paid after handover; on_handover: none is. */
  plan: choice("plan", PLAN_TYPES).optional(),
  status: choice("status", PROJECT_STATUSES).optional(),
  sort: choice("sort", PROJECT_SORTS).default("newest"),
  page: whole("page", 1, MAX_PAGE).default(1),
  limit: whole("limit", 1, MAX_PROJECTS_LIMIT).default(PROJECTS_PAGE_SIZE),
};

/** A price band's bounds in order, or a 400 on its lower bound. */
const priceOrder: [(q: { minPrice?: number; maxPrice?: number }) => boolean, { path: string[]; error: () => string }] =
  [
    (q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
    {
      path: ["minPrice"],
      error: () =>
        t("projects.error.priceOrder", { field: projectFieldLabel("minPrice"), other: projectFieldLabel("maxPrice") }),
    },
  ];

export const projectQuerySchema = z.object(projectQueryShape).refine(...priceOrder);

export type ProjectQuery = z.output<typeof projectQuerySchema>;

/**
 * GET /api/projects/map: the list's filters and the map's view, as the listings' map call takes
 * them (bbox west,south,east,north and zoom). Paging and sort are the list's, not the map's.
 */
export const projectMapSchema = z
  .object({
    ...projectQueryShape,
    bbox: z.string({ error: () => t("search.mapBox", { field: "bbox" }) }).transform((value, ctx) => {
      const box = parseBox(value);
      if (!box) ctx.addIssue({ code: "custom", message: t("search.mapBox", { field: "bbox" }) });
      return box as Box;
    }),
    zoom: whole("zoom", 0, MAX_ZOOM),
  })
  .refine(...priceOrder);

export type ProjectMapQuery = z.output<typeof projectMapSchema>;

/** The list's parameters, in the order the page's address writes them. */
export const PROJECT_PARAMS = [
  "emirate",
  "community",
  "developer",
  "handoverYear",
  "minPrice",
  "maxPrice",
  "currency",
  "bedrooms",
  "plan",
  "status",
  "sort",
  "page",
] as const;

/** The calculator's least and greatest price, AED. */
export const CALC_MIN_AED = 10_000;
export const CALC_MAX_AED = 1_000_000_000;

/** The payment calculator's GET form: a unit type of the project (its id) and a price in AED. */
export const calculatorQuerySchema = z.object({
  unit: z
    .string()
    .trim()
    .regex(UUID, message("projects.error.unit", "unit"))
    .transform((v) => v.toLowerCase())
    .optional(),
  price: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s,]/g, ""))
    .pipe(
      z
        .string()
        .regex(
          /^\d{1,10}(\.\d{1,2})?$/,
          message("projects.error.price", "price", { min: CALC_MIN_AED, max: CALC_MAX_AED }),
        )
        .transform(Number)
        .pipe(
          z
            .number()
            .min(CALC_MIN_AED, message("projects.error.price", "price", { min: CALC_MIN_AED, max: CALC_MAX_AED }))
            .max(CALC_MAX_AED, message("projects.error.price", "price", { min: CALC_MIN_AED, max: CALC_MAX_AED })),
        ),
    )
    .optional(),
});
export type CalculatorQuery = z.output<typeof calculatorQuerySchema>;

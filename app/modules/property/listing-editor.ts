import type { MessageKey } from "../../i18n/en";
import { LISTING_CURRENCIES, LISTING_SEGMENTS, LISTING_STATUSES, type ListingForm, NEARBY_TYPES } from "./listings";
import { COMPLETION_STATUSES, FURNISHINGS } from "./permit";
import { LISTING_PURPOSES, RENT_FREQUENCIES } from "./purpose";

/**
 * The listing editor, described rather than hand-written (as content/editor.ts describes the
 * content editors): its sections in order, each with its fields, which the back office
 * renders with one component (routes/admin/listings-edit.tsx). A field's `name` is the posted
 * field's and the key of its error; the order here is the order of the error summary too.
 * This file imports nothing server-side: the form uses it in the browser.
 */

export type ListingFieldKind =
  /** A line of text; `inputMode` and `max` shape the input. */
  | "text"
  | "date"
  | "select"
  | "checkbox"
  | "richtext"
  /** Rows of fields that can be added and removed (highlights, nearby places). */
  | "rows"
  /** The facilities and features checkboxes. */
  | "amenities"
  /** The listing's stored images, in order, with their move and remove buttons. */
  | "images"
  /** New image files. */
  | "upload";

/** The choices the loader looks up (routes/admin/listings-edit.tsx's `options`). */
export type ListingChoiceSource = "types" | "developers" | "locations" | "agents";

/** A fixed list of choices; `labels` is the catalogue prefix of each value's label, when it has one. */
export type ListingChoiceList = {
  values: readonly string[];
  labels?:
    | "adminContent.status"
    | "adminContent.purpose"
    | "adminContent.rentFrequency"
    | "adminContent.completion"
    | "adminContent.furnishing"
    | "adminContent.nearby";
};

/** One column of a "rows" field: the posted field's name and the key of the row it shows. */
export type ListingRowColumn = {
  name: string;
  key: string;
  label: MessageKey;
  type?: "text" | "number" | "select";
  options?: ListingChoiceList;
};

export type ListingFieldDef = {
  /** The posted field's name, and the key of its error. */
  name: keyof ListingForm | "newImages";
  /** The control's id (its label's `for`). */
  id: string;
  label: MessageKey;
  kind: ListingFieldKind;
  hint?: MessageKey;
  /** The empty first choice of a select, when the field may be left empty or must be chosen. */
  blank?: MessageKey;
  options?: ListingChoiceSource | ListingChoiceList;
  inputMode?: "numeric" | "decimal";
  /** Characters a text field takes. */
  max?: number;
  /** Spans the whole row of its section's grid. */
  wide?: boolean;
  /** The "add a row" button's label and the columns, for "rows". */
  add?: MessageKey;
  columns?: ListingRowColumn[];
};

export type ListingSectionDef = {
  id: "basics" | "price" | "trust" | "where" | "description" | "amenities" | "nearby" | "images";
  title: MessageKey;
  intro?: MessageKey;
  /** Two columns, four on wide screens, or one field under another. */
  layout: "grid" | "grid4" | "stack";
  fields: ListingFieldDef[];
  /** The "use the location's coordinates" button after the fields. */
  fillCoordinates?: boolean;
};

const pairs = (prefix: "highlight" | "descriptionRow"): ListingRowColumn[] => [
  { name: `${prefix}Label`, key: "label", label: "adminContent.rows.label" },
  { name: `${prefix}Value`, key: "value", label: "adminContent.rows.value" },
];

export const LISTING_SECTIONS: ListingSectionDef[] = [
  {
    id: "basics",
    title: "adminContent.listing.section.basics",
    layout: "grid",
    fields: [
      { name: "title", id: "l-title", label: "adminContent.listing.title", kind: "text", max: 200, wide: true },
      {
        name: "propertyTypeId",
        id: "l-type",
        label: "adminContent.listing.type",
        kind: "select",
        options: "types",
        blank: "adminContent.form.choose",
      },
      {
        name: "segment",
        id: "l-segment",
        label: "adminContent.listing.segment",
        kind: "select",
        options: { values: LISTING_SEGMENTS },
      },
      {
        name: "developerId",
        id: "l-developer",
        label: "adminContent.listing.developer",
        kind: "select",
        options: "developers",
        blank: "adminContent.listing.noDeveloper",
      },
      {
        name: "tagTitle",
        id: "l-tag",
        label: "adminContent.listing.tag",
        hint: "adminContent.listing.tagHint",
        kind: "text",
      },
      {
        name: "status",
        id: "l-status",
        label: "adminContent.listing.status",
        kind: "select",
        options: { values: LISTING_STATUSES, labels: "adminContent.status" },
      },
      { name: "isFeatured", id: "l-featured", label: "adminContent.listing.featured", kind: "checkbox" },
    ],
  },
  {
    id: "price",
    title: "adminContent.listing.section.price",
    layout: "grid4",
    fields: [
      {
        name: "purpose",
        id: "l-purpose",
        label: "adminContent.listing.purpose",
        kind: "select",
        options: { values: LISTING_PURPOSES, labels: "adminContent.purpose" },
      },
      {
        name: "rentFrequency",
        id: "l-rent-frequency",
        label: "adminContent.listing.rentFrequency",
        kind: "select",
        options: { values: RENT_FREQUENCIES, labels: "adminContent.rentFrequency" },
        blank: "adminContent.listing.rentFrequencyNone",
      },
      { name: "priceAmount", id: "l-price", label: "adminContent.listing.price", kind: "text", inputMode: "decimal" },
      {
        name: "priceCurrency",
        id: "l-currency",
        label: "adminContent.listing.currency",
        kind: "select",
        options: { values: LISTING_CURRENCIES },
      },
      { name: "areaSqft", id: "l-area", label: "adminContent.listing.area", kind: "text", inputMode: "numeric" },
      {
        name: "bedrooms",
        id: "l-bedrooms",
        label: "adminContent.listing.bedrooms",
        kind: "text",
        inputMode: "numeric",
      },
      {
        name: "bathrooms",
        id: "l-bathrooms",
        label: "adminContent.listing.bathrooms",
        kind: "text",
        inputMode: "numeric",
      },
    ],
  },
  {
    id: "trust",
    title: "adminContent.listing.section.trust",
    intro: "adminContent.listing.trustIntro",
    layout: "grid",
    fields: [
      {
        name: "permitNumber",
        id: "l-permit",
        label: "adminContent.listing.permitNumber",
        hint: "adminContent.listing.permitNumberHint",
        kind: "text",
        inputMode: "numeric",
        max: 10,
      },
      { name: "permitExpiry", id: "l-permit-expiry", label: "adminContent.listing.permitExpiry", kind: "date" },
      {
        name: "referenceNumber",
        id: "l-reference",
        label: "adminContent.listing.referenceNumber",
        hint: "adminContent.listing.referenceNumberHint",
        kind: "text",
        max: 40,
      },
      {
        name: "agentId",
        id: "l-agent",
        label: "adminContent.listing.agent",
        kind: "select",
        options: "agents",
        blank: "adminContent.listing.noAgent",
      },
      {
        name: "completionStatus",
        id: "l-completion",
        label: "adminContent.listing.completionStatus",
        kind: "select",
        options: { values: COMPLETION_STATUSES, labels: "adminContent.completion" },
      },
      {
        name: "furnishing",
        id: "l-furnishing",
        label: "adminContent.listing.furnishing",
        kind: "select",
        options: { values: FURNISHINGS, labels: "adminContent.furnishing" },
        blank: "adminContent.listing.furnishingNone",
      },
    ],
  },
  {
    id: "where",
    title: "adminContent.listing.section.where",
    layout: "grid",
    fillCoordinates: true,
    fields: [
      {
        name: "locationId",
        id: "l-location",
        label: "adminContent.listing.location",
        kind: "select",
        options: "locations",
        blank: "adminContent.form.choose",
      },
      { name: "address", id: "l-address", label: "adminContent.listing.address", kind: "text" },
      {
        name: "latitude",
        id: "l-lat",
        label: "adminContent.listing.latitude",
        hint: "adminContent.listing.coordinatesHint",
        kind: "text",
        inputMode: "decimal",
      },
      { name: "longitude", id: "l-lng", label: "adminContent.listing.longitude", kind: "text", inputMode: "decimal" },
    ],
  },
  {
    id: "description",
    title: "adminContent.listing.section.description",
    layout: "stack",
    fields: [
      { name: "descriptionTitle", id: "l-desc-title", label: "adminContent.listing.descriptionTitle", kind: "text" },
      { name: "description", id: "l-description", label: "adminContent.listing.description", kind: "richtext" },
      {
        name: "highlights",
        id: "l-highlights",
        label: "adminContent.listing.highlights",
        kind: "rows",
        add: "adminContent.listing.addHighlight",
        columns: pairs("highlight"),
      },
      {
        name: "descriptionRows",
        id: "l-desc-rows",
        label: "adminContent.listing.descriptionRows",
        kind: "rows",
        add: "adminContent.listing.addDescriptionRow",
        columns: pairs("descriptionRow"),
      },
    ],
  },
  {
    id: "amenities",
    title: "adminContent.listing.section.amenities",
    layout: "grid",
    fields: [
      {
        name: "amenityIds",
        id: "l-amenities",
        label: "adminContent.listing.section.amenities",
        kind: "amenities",
        wide: true,
      },
    ],
  },
  {
    id: "nearby",
    title: "adminContent.listing.section.nearby",
    layout: "stack",
    fields: [
      {
        name: "nearby",
        id: "l-nearby",
        label: "adminContent.listing.nearby",
        kind: "rows",
        add: "adminContent.listing.addNearby",
        columns: [
          { name: "nearbyName", key: "name", label: "adminContent.nearby.name" },
          {
            name: "nearbyType",
            key: "type",
            label: "adminContent.nearby.type",
            type: "select",
            options: { values: NEARBY_TYPES, labels: "adminContent.nearby" },
          },
          { name: "nearbyLat", key: "latitude", label: "adminContent.listing.latitude", type: "number" },
          { name: "nearbyLng", key: "longitude", label: "adminContent.listing.longitude", type: "number" },
          { name: "nearbyDistance", key: "distanceM", label: "adminContent.nearby.distance", type: "number" },
        ],
      },
    ],
  },
  {
    id: "images",
    title: "adminContent.listing.section.images",
    layout: "stack",
    fields: [
      { name: "imageIds", id: "l-image-list", label: "adminContent.listing.section.images", kind: "images" },
      {
        name: "newImages",
        id: "l-images",
        label: "adminContent.listing.addImages",
        hint: "adminContent.upload.hint",
        kind: "upload",
      },
    ],
  },
];

/** Every field's name in the order the form shows them: the order of the error summary. */
export const LISTING_FIELD_ORDER: string[] = LISTING_SECTIONS.flatMap((s) => s.fields.map((f) => f.name));

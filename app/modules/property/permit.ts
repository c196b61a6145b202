/**
 * Dubai's advertising rules for a listing, shared by the back office, the search
 * and the listing page (this file imports nothing server-side). See decision 013.
 */

/** A Trakheesi advertising permit number, as DLD issues it: ten digits. */
export const PERMIT_NUMBER = /^\d{10}$/;

export function isPermitNumber(value: string): boolean {
  return PERMIT_NUMBER.test(value);
}

export const COMPLETION_STATUSES = ["ready", "off_plan"] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

export const FURNISHINGS = ["furnished", "unfurnished", "partly"] as const;
export type Furnishing = (typeof FURNISHINGS)[number];

/**
 * Whether a place is in the emirate of Dubai, where DLD's advertising rules apply. Locations
 * carry the emirate as `state` ("Dubai") and the town as `city`; either names it.
 */
export function isInDubai(place: { state: string; city: string }): boolean {
  return place.state.trim().toLowerCase() === "dubai" || place.city.trim().toLowerCase() === "dubai";
}

/** Today's date in Dubai (Asia/Dubai, UTC+4 all year), as YYYY-MM-DD: permits lapse on Dubai's calendar. */
export function dubaiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}

/** The DLD verification address of a permit: `template` holds `{permit}`. */
export function permitVerifyUrl(template: string, permit: string): string {
  return template.replaceAll("{permit}", encodeURIComponent(permit));
}

/** A wa.me link: the number's digits only, and the message as `text`. */
export function whatsappLink(number: string, text: string): string | null {
  const digits = number.replace(/\D/g, "");
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

/**
 * DLD's listing-validation page, where the Madmoun QR code of an advertisement leads; the
 * permit number takes the place of `{permit}`. PERMIT_VERIFY_URL overrides it (server/env.ts).
 */
export const DEFAULT_PERMIT_VERIFY_URL =
  "https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permitNumber={permit}";

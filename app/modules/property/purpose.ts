/**
 * Whether a listing is offered for sale or for rent, and a rent's period (decision 011).
 * Imports nothing, so the home page's search can use it without the pages' catalogue.
 */
export const LISTING_PURPOSES = ["sale", "rent"] as const;
export type ListingPurpose = (typeof LISTING_PURPOSES)[number];

/** How often a rent is asked; a sale has none. */
export const RENT_FREQUENCIES = ["yearly", "monthly", "weekly", "daily"] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];

/**
 * Every code the feed reader gives, so the back office's catalogue can name each one
 * (feeds.refused.<code>, feeds.problem.<code>) and a test can check none is missing.
 */

/** Why a whole feed was refused by the download or the reader (FeedRefused.code). */
export const FEED_REFUSAL_CODES = [
  "doctype",
  "malformed",
  "unknownFormat",
  "wrongFormat",
  "unreachable",
  "tooLarge",
  "timeout",
  "tooManyRedirects",
  "httpStatus",
  "unsupportedSource",
  "privateAddress",
] as const;
export type FeedRefusalCode = (typeof FEED_REFUSAL_CODES)[number];

/** What is wrong with one listing (ListingProblem.code). */
export const LISTING_PROBLEM_CODES = [
  "missingReference",
  "unknownPurpose",
  "unknownType",
  "missingPrice",
  "badNumber",
  "unknownRentPeriod",
  "unknownFurnishing",
  "unknownCompletion",
  "unknownStatus",
  "unknownUnit",
  "unknownCurrency",
  "unknownAmenity",
  "badCoordinates",
  "badPhotoUrl",
  "tooManyPhotos",
  "tooLong",
  "tooMany",
] as const;
export type ListingProblemCode = (typeof LISTING_PROBLEM_CODES)[number];

/** Why one photo was not downloaded (DownloadError.code): a refusal code, or one of these. */
export const PHOTO_ONLY_CODES = ["badUrl", "notImage"] as const;

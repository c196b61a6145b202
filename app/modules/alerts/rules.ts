/* Saved searches' limits and shapes, free of zod so the listing pages' first scripts stay small. */

export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Per person (a profile, or an e-mail address for visitors without an account). */
export const MAX_SAVED_SEARCHES = 50;
export const SEARCH_NAME_MAX = 120;
/** A listing page's address with its query: the longest drawn area (50 points) fits with room to spare. */
export const SEARCH_PATH_MAX = 4000;

/** A saved search as its owner sees it. */
export type SavedSearchView = {
  id: string;
  name: string;
  frequency: AlertFrequency;
  paused: boolean;
  confirmed: boolean;
  searchPath: string;
  email: string;
  newMatches: number;
  createdAt: Date;
};

import { type MessageKey, t } from "../../i18n/i18n";

/**
 * The badges a listing may carry (its `tagTitle`), from our own vocabulary: stored in English,
 * shown in the page's language through the catalogue, the same word on every listing. A badge
 * outside the vocabulary is the agency's own text, shown as it translated it (or in English).
 */
const TAGS: Record<string, MessageKey> = {
  "ready to move": "tag.readyToMove",
  "hot deal": "tag.hotDeal",
  exclusive: "tag.exclusive",
  "off-plan": "tag.offPlan",
  "off plan": "tag.offPlan",
  "price reduced": "tag.priceReduced",
  "new launch": "tag.newLaunch",
};

/** The badge in the page's language when it is one of ours, else undefined. */
export function standardTag(stored: string): string | undefined {
  const key = TAGS[stored.trim().toLowerCase()];
  return key ? t(key) : undefined;
}

import type { MessageKey } from "../../i18n/i18n";
import type { RoomsBucket } from "./rooms";

/** A bucket as a picker or a table names it: "Studio", "2 bedrooms" (the area guide's words). */
export const ROOMS_LABELS: Record<RoomsBucket, MessageKey> = {
  studio: "market.rooms.studio",
  "1": "market.rooms.1",
  "2": "market.rooms.2",
  "3": "market.rooms.3",
  "4+": "market.rooms.4+",
};

/** A bucket as a sentence names its homes: "studios", "2-bedroom homes". */
export const ROOMS_HOMES: Record<RoomsBucket, MessageKey> = {
  studio: "rooms.homes.studio",
  "1": "rooms.homes.one",
  "2": "rooms.homes.two",
  "3": "rooms.homes.three",
  "4+": "rooms.homes.fourPlus",
};

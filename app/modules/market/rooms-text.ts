import type { MessageKey } from "../../i18n/i18n";
import type { RoomsBucket } from "./rooms";

/** A bucket as a picker names it: "Studio", "2 bedrooms". */
export const ROOMS_LABELS: Record<RoomsBucket, MessageKey> = {
  studio: "rooms.studio",
  "1": "rooms.one",
  "2": "rooms.two",
  "3": "rooms.three",
  "4+": "rooms.fourPlus",
};

/** A bucket as a sentence names its homes: "studios", "2-bedroom homes". */
export const ROOMS_HOMES: Record<RoomsBucket, MessageKey> = {
  studio: "rooms.homes.studio",
  "1": "rooms.homes.one",
  "2": "rooms.homes.two",
  "3": "rooms.homes.three",
  "4+": "rooms.homes.fourPlus",
};

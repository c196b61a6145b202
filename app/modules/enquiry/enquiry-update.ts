import { ENQUIRY_STATUSES } from "../../../db/enums";
import { lazy } from "../../i18n/i18n";
import { z } from "../../zod";
import { NOTE_MAX } from "../admin/constants";

// An enquiry's new status and note, as the back office's form and the admin API post them.
// This file imports nothing server-side: the form checks it in the browser too.

export { ENQUIRY_STATUSES };
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const enquiryUpdateSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { error: lazy("admin.enquiry.error.status") }),
    note: z
      .string()
      .trim()
      .max(NOTE_MAX, { error: lazy("admin.enquiry.error.note") })
      .default(""),
  })
  .strict();

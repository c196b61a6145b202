import "../../i18n/en-pages";
import type { ENQUIRY_TYPES } from "../../../db/enums";
import { type MessageKey, t } from "../../i18n/i18n";

type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** Each enquiry type's name for visitors; the stored and posted value stays the English type. */
const LABELS: Record<EnquiryType, MessageKey> = {
  "Become A Partner": "enquiryType.partner",
  "Advertise Your Property": "enquiryType.advertise",
  "Golden Visa": "enquiryType.goldenVisa",
  "Offer Section": "enquiryType.offer",
  "Investment Opportunity": "enquiryType.investment",
  "Developer Profile": "enquiryType.developer",
  "Property Enquiry": "enquiryType.property",
  "Contact Us": "enquiryType.contact",
  "Residence & Passports": "enquiryType.residence",
  General: "enquiryType.general",
  "Project Enquiry": "enquiryType.project",
};

/** The enquiry type as the page's language names it (an unknown stored value is shown as it is). */
export function enquiryTypeLabel(type: string): string {
  return Object.hasOwn(LABELS, type) ? t(LABELS[type as EnquiryType]) : type;
}

import { t } from "../../../i18n/i18n";
import type { EnquiryType } from "../schema";
import { EnquiryForm } from "./enquiry-form";

/** The side enquiry form of the property, contact, location and blog pages. */
export function InquirySidebar(props: { inquireType: EnquiryType; title?: string }) {
  return (
    <aside
      aria-labelledby="inquiry-sidebar-title"
      className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-soft)] ring-1 ring-neutral-200/70"
    >
      <h2 id="inquiry-sidebar-title" className="text-xl font-bold text-ink">
        {props.title ?? t("sidebar.contactUs")}
      </h2>
      <p className="mt-1 mb-5 text-sm text-neutral-600">{t("sidebar.contactUsText")}</p>
      <EnquiryForm inquireType={props.inquireType} variant="side" legalLinks />
    </aside>
  );
}

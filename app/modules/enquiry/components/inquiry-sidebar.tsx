import { t } from "../../../i18n/i18n";
import type { EnquiryType } from "../schema";
import { EnquiryForm } from "./enquiry-form";
import { type EnquiryListing, EnquiryListingCard } from "./enquiry-listing";

/**
 * The side enquiry form of the property, contact, location and blog pages; with `listing`, it
 * shows the listing the enquiry is about (the contact page opened from a listing).
 */
export function InquirySidebar(props: {
  inquireType: EnquiryType;
  title?: string;
  listing?: EnquiryListing | null;
  /** Posted as `inquireurl` (the browser's address when not given). */
  pageUrl?: string;
}) {
  return (
    <aside
      aria-labelledby="inquiry-sidebar-title"
      className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-soft)] ring-1 ring-neutral-200/70"
    >
      <h2 id="inquiry-sidebar-title" className="text-xl font-bold text-ink">
        {props.title ?? t("sidebar.contactUs")}
      </h2>
      <p className="mt-1 mb-5 text-sm text-neutral-600">{t("sidebar.contactUsText")}</p>
      {props.listing ? (
        <div className="mb-5">
          <EnquiryListingCard listing={props.listing} link />
        </div>
      ) : null}
      <EnquiryForm inquireType={props.inquireType} variant="side" pageUrl={props.pageUrl} legalLinks />
    </aside>
  );
}

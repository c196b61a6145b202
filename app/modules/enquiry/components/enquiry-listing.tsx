import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { type InEnglish, storedLang } from "../../../i18n/stored";
import { Price } from "../../currency/currency-context";
import type { RentFrequency } from "../../property/purpose";

/** The listing an enquiry is about, as its form shows it. */
export type EnquiryListing = {
  id: string;
  title: string;
  imageId: string | null;
  priceAed: number;
  rentFrequency: RentFrequency | null;
} & InEnglish;

/** The listing's page address, which the enquiry stores (and the inbox links the listing by). */
export function listingPageUrl(origin: string, id: string): string {
  return new URL(lp(`/property/${id}`), origin).href;
}

/**
 * "About this listing": a small photo, the title and the price, above an enquiry form, so the
 * visitor sees which listing the enquiry goes with. `link` makes the title a way back to it.
 */
export function EnquiryListingCard({ listing, link = false }: { listing: EnquiryListing; link?: boolean }) {
  const title = (
    <span lang={storedLang(listing, "title")} className="line-clamp-2 font-semibold text-ink">
      {listing.title}
    </span>
  );
  return (
    <div data-enquiry-listing className="flex items-center gap-3 rounded-lg bg-sand p-3 ring-1 ring-sand-200">
      {listing.imageId ? (
        <img
          src={`/media/${listing.imageId}?w=480`}
          alt=""
          width={80}
          height={60}
          loading="lazy"
          decoding="async"
          className="h-15 w-20 shrink-0 rounded-md object-cover"
        />
      ) : null}
      <div className="min-w-0 text-sm">
        <p className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{t("enquiry.aboutListing")}</p>
        {link ? (
          <Link to={lp(`/property/${listing.id}`)} className="hover:underline">
            {title}
          </Link>
        ) : (
          title
        )}
        <p className="font-bold text-gold-700 tabular">
          <Price amount={listing.priceAed} per={listing.rentFrequency} />
        </p>
      </div>
    </div>
  );
}

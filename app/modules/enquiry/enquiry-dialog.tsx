import "../../i18n/en-pages";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { X } from "../../components/ui/icons";
import { t } from "../../i18n/i18n";
import { EnquiryForm } from "./components/enquiry-form";
import { type EnquiryListing, EnquiryListingCard, listingPageUrl } from "./components/enquiry-listing";
import { enquiryTypeLabel } from "./enquiry-type";
import type { EnquiryType } from "./schema";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The shared "Get Assistance" dialog. A native modal <dialog>: the browser makes the rest
 * of the page inert, draws the scrim and closes it on Escape; Tab is kept inside here.
 * `onClose` runs once the dialog has closed, whatever closed it. After a send it stays open
 * with the form's confirmation (what happens next) until the visitor closes it: the toast alone
 * went after two seconds, often unseen.
 */
export default function EnquiryDialog(props: {
  inquireType: EnquiryType;
  /** The listing the enquiry is about: shown, and its page address stored with the enquiry. */
  listing?: EnquiryListing;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(props.onClose);
  onCloseRef.current = props.onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>("input:not([type=hidden])")?.focus();
    // The page behind stays where it is.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  const close = () => ref.current?.close();

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.getClientRects().length > 0,
    );
    const first = items.at(0);
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => onCloseRef.current()}
      onKeyDown={trapTab}
      className="fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto overscroll-contain rounded-card bg-white p-0 text-ink shadow-soft backdrop:bg-ink/60"
    >
      <div className="relative px-5 pt-6 pb-6 sm:px-8 sm:pt-8">
        <button
          type="button"
          onClick={close}
          aria-label={t("enquiry.close")}
          className="absolute end-3 top-3 grid size-11 place-items-center rounded-full text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-ink"
        >
          <X aria-hidden className="size-5" />
        </button>
        <p className="pe-12 text-xs font-bold tracking-[0.12em] text-gold-700 uppercase">
          {enquiryTypeLabel(props.inquireType)}
        </p>
        <h2 id={titleId} className="mt-1 pe-12 text-2xl font-extrabold">
          {t("enquiry.title")}
        </h2>
        <p className="mt-2 text-sm text-neutral-600">{t("enquiry.intro")}</p>
        {props.listing ? (
          <div className="mt-4">
            <EnquiryListingCard listing={props.listing} />
          </div>
        ) : null}
        <div className="mt-6">
          <EnquiryForm
            inquireType={props.inquireType}
            variant="dialog"
            pageUrl={props.listing ? listingPageUrl(window.location.origin, props.listing.id) : undefined}
          />
        </div>
      </div>
    </dialog>
  );
}

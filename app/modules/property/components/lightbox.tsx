import { type KeyboardEvent, useEffect, useRef } from "react";
import { ChevronLeft, ChevronRight, X } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";

export type GalleryImage = { src: string; alt: string };

/**
 * The photo viewer: a native modal <dialog> (focus kept inside, Escape closes it, the
 * page behind is inert), arrows and the arrow keys move between photos, and focus
 * returns to the photo that opened it.
 */
export function Lightbox(props: {
  images: GalleryImage[];
  /** The photo shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { images, index } = props;
  const open = index !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const total = images.length;
  const go = (step: number) => {
    if (index === null || total === 0) return;
    props.onIndexChange((index + step + total) % total);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    if (event.key === "ArrowRight") go(rtl ? -1 : 1);
    else if (event.key === "ArrowLeft") go(rtl ? 1 : -1);
    else if (event.key === "Home") props.onIndexChange(0);
    else if (event.key === "End") props.onIndexChange(total - 1);
    else return;
    event.preventDefault();
  };

  const image = index === null ? null : images[index];
  const control =
    "grid size-12 place-items-center rounded-full bg-white/10 text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-gold";
  return (
    <dialog
      ref={ref}
      aria-label={t("propertyPage.lightbox")}
      onClose={() => {
        props.onClose();
        opener.current?.focus();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the scrim (the dialog itself, not its content) closes it.
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-0 backdrop:bg-ink/60 open:flex"
    >
      {image ? (
        <div className="relative flex size-full flex-col items-center justify-center gap-3 bg-ink/90 p-4 sm:p-10">
          <div className="absolute inset-x-4 top-4 flex items-center justify-between text-white">
            <p className="text-sm font-semibold tabular" aria-live="polite">
              {t("propertyPage.photoCounter", { n: (index ?? 0) + 1, total })}
            </p>
            <button
              type="button"
              className={control}
              aria-label={t("propertyPage.closeLightbox")}
              onClick={() => ref.current?.close()}
            >
              <X aria-hidden className="size-6" />
            </button>
          </div>
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={1200}
            height={900}
            className="max-h-[80dvh] w-auto max-w-full rounded-lg object-contain"
          />
          {total > 1 ? (
            <div className="flex items-center gap-4">
              <button
                type="button"
                className={control}
                aria-label={t("propertyPage.previousPhoto")}
                onClick={() => go(-1)}
              >
                <ChevronLeft aria-hidden className="size-6 rtl:rotate-180" />
              </button>
              <button type="button" className={control} aria-label={t("propertyPage.nextPhoto")} onClick={() => go(1)}>
                <ChevronRight aria-hidden className="size-6 rtl:rotate-180" />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

import { type KeyboardEvent, type TouchEvent, useEffect, useRef } from "react";
import { ChevronLeft, ChevronRight, X } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";

export type GalleryImage = { src: string; alt: string };

/** How far a finger must travel sideways, in CSS pixels, for a swipe to change the photo. */
const SWIPE = 40;

/**
 * The photo a swipe moves to: +1 next, -1 previous, 0 for a tap or a mostly vertical move.
 * A swipe to the left brings in the photo on the right: the next one, or in right-to-left
 * pages the previous one, as the arrows there point.
 */
export function swipeStep(dx: number, dy: number, rtl: boolean): number {
  if (Math.abs(dx) < SWIPE || Math.abs(dx) <= Math.abs(dy)) return 0;
  return (dx < 0 ? 1 : -1) * (rtl ? -1 : 1);
}

/**
 * The photo viewer: a native modal <dialog> (focus kept inside, Escape closes it, the
 * page behind is inert), arrows, the arrow keys and a sideways swipe move between photos,
 * and focus returns to the photo that opened it.
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
  const touchStart = useRef<{ x: number; y: number } | null>(null);
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

  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const from = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!from || !touch) return;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = swipeStep(touch.clientX - from.x, touch.clientY - from.y, rtl);
    if (step !== 0) go(step);
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
        <div
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          onTouchCancel={() => {
            touchStart.current = null;
          }}
          className="relative flex size-full touch-pan-y touch-pinch-zoom flex-col items-center justify-center gap-3 bg-ink/90 p-4 sm:p-10"
        >
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

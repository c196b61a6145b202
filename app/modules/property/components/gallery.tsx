import { useState } from "react";
import { Images } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";
import { type GalleryImage, Lightbox } from "./lightbox";

/** Photos are generated and stored at 4:3; the attributes reserve their space. */
const W = 1200;
const H = 900;

/**
 * Below 992 px a swipeable scroll-snap strip of every photo; from 992 px a grid of one
 * large and two small photos. Every photo opens the lightbox.
 */
export function Gallery(props: { title: string; imageIds: string[] }) {
  const { title, imageIds } = props;
  const [open, setOpen] = useState<number | null>(null);
  const total = imageIds.length;
  const images: GalleryImage[] = imageIds.map((id, i) => ({
    src: `/media/${id}`,
    alt: t("propertyPage.photoAlt", { title, n: i + 1, total }),
  }));

  if (total === 0) {
    return (
      <div className="grid aspect-[4/3] place-items-center rounded-card bg-sand text-neutral-600 lg:aspect-[21/9]">
        {t("propertyPage.noImage")}
      </div>
    );
  }

  const photoButton =
    "group relative block size-full overflow-hidden focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-gold";
  const img = "size-full object-cover transition duration-500 group-hover:scale-[1.02]";
  return (
    <section aria-label={t("propertyPage.gallery")}>
      {/* Small screens: swipe through every photo. */}
      <div className="relative -mx-4 sm:mx-0 lg:hidden">
        <ul
          data-gallery-strip
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] sm:rounded-card [&::-webkit-scrollbar]:hidden"
        >
          {images.map((image, i) => (
            <li key={image.src} className="aspect-[4/3] w-full shrink-0 snap-start">
              <button
                type="button"
                className={photoButton}
                aria-label={t("propertyPage.openPhoto", { n: i + 1, total })}
                onClick={() => setOpen(i)}
              >
                <img
                  src={image.src}
                  alt={image.alt}
                  width={W}
                  height={H}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                  decoding="async"
                  className={img}
                />
              </button>
            </li>
          ))}
        </ul>
        {total > 1 ? (
          <span className="pointer-events-none absolute end-3 bottom-3 flex items-center gap-1.5 rounded-full bg-ink/75 px-3 py-1 text-xs font-semibold text-white">
            <Images aria-hidden className="size-3.5" />
            {total}
          </span>
        ) : null}
      </div>

      {/* From 992 px: one large photo and two beside it. */}
      <div
        data-gallery-grid
        className="hidden h-[30rem] grid-cols-4 grid-rows-2 gap-2 overflow-hidden rounded-card lg:grid"
      >
        {images.slice(0, 3).map((image, i) => (
          <div
            key={image.src}
            className={
              i === 0
                ? total === 1
                  ? "col-span-4 row-span-2"
                  : total === 2
                    ? "col-span-2 row-span-2"
                    : "col-span-3 row-span-2"
                : total === 2
                  ? "col-span-2 row-span-2"
                  : "relative"
            }
          >
            <button
              type="button"
              className={photoButton}
              aria-label={t("propertyPage.openPhoto", { n: i + 1, total })}
              onClick={() => setOpen(i)}
            >
              <img
                src={image.src}
                alt={image.alt}
                width={W}
                height={H}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                decoding="async"
                className={img}
              />
            </button>
            {i === 2 && total > 3 ? (
              <button
                type="button"
                // Every photo from the first, as the button says: not just the ones not yet seen.
                onClick={() => setOpen(0)}
                className="absolute end-3 bottom-3 flex min-h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink shadow-soft hover:bg-sand"
              >
                <Images aria-hidden className="size-4" />
                {t("propertyPage.showAll", { count: total })}
              </button>
            ) : null}
          </div>
        ))}
      </div>

      <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </section>
  );
}

import type { ReactNode } from "react";
import { ArrowRight } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import type { PlaceCard } from "../browse.server";

/** States of a country or cities of a state, each with its listing count, as on the original site. */
export function PlaceGrid(props: { id: string; title: ReactNode; places: PlaceCard[]; emptyMessage: string }) {
  return (
    <section aria-labelledby={props.id} className="pt-10 md:pt-14">
      <h2 id={props.id} className="text-2xl font-bold text-ink md:text-3xl">
        {props.title}
      </h2>
      {props.places.length === 0 ? (
        <p className="mt-6 rounded-[var(--radius-card)] bg-sand p-6 text-neutral-700" data-testid="places-empty">
          {props.emptyMessage}
        </p>
      ) : (
        <ul
          data-testid="place-grid"
          className="mt-6 grid grid-cols-1 gap-5 min-[769px]:grid-cols-2 min-[1025px]:grid-cols-4"
        >
          {props.places.map((p) => (
            <li key={p.name}>
              <Link
                to={lp(p.href)}
                className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)] ring-1 ring-neutral-200/70 transition hover:-translate-y-0.5"
              >
                <div className="aspect-[16/9] bg-gradient-to-br from-navy to-ink">
                  {p.imageId ? (
                    <img
                      src={`/media/${p.imageId}`}
                      alt=""
                      width={1600}
                      height={900}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  ) : null}
                </div>
                <div className="flex items-center justify-between gap-3 p-4">
                  <div>
                    <h3 lang={p.shown ? p.shown.lang : "en"} className="text-lg font-bold text-ink">
                      {p.shown?.text ?? p.name}
                    </h3>
                    <p className="text-sm text-neutral-600 tabular">{t("property.listings", { count: p.count })}</p>
                  </div>
                  <ArrowRight
                    aria-hidden
                    className="size-5 text-gold-700 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                  />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

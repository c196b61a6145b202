import "../../../i18n/en-pages";
import { Carousel } from "../../../components/ui/carousel";
import { Quote, Star } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import type { Testimonial } from "../../content/content.server";
import type { HomeData } from "../home.server";
import { SECTION_TINTED, SectionHeading } from "./section-heading";

/** Client cases (testimonials): 3 slides at a time, 1 below 768 px, with dots. */
export function ClientCases({ testimonials }: { testimonials: HomeData["testimonials"] }) {
  // A failed or empty list is only logged, as on the original site: the section stays away.
  if (!testimonials.ok || testimonials.data.length === 0) return null;
  return (
    <section aria-labelledby="client-cases-title" className={`bg-sand ${SECTION_TINTED}`}>
      <div className="container-page">
        <SectionHeading tone="sand" id="client-cases-title" eyebrow={t("clients.eyebrow")} title={t("clients.title")} />
        <Carousel
          label={t("clients.title")}
          perView={{ base: 1, sm: 1, md: 3, lg: 3 }}
          gapRem={1.5}
          slideLabel={(n, total) => t("carousel.slide", { n, total })}
          dots={{ goTo: (n) => t("carousel.goTo", { n }) }}
          slides={testimonials.data.map((item) => <TestimonialCard key={item.id} item={item} />)}
        />
      </div>
    </section>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  const stars = Math.max(0, Math.min(5, Math.round(item.stars)));
  return (
    <figure className="flex w-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-soft)] md:p-5 lg:p-7">
      <div className="flex items-center justify-between">
        <p role="img" aria-label={t("clients.rated", { count: stars })} className="flex gap-0.5">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              aria-hidden
              className={`size-4 ${n <= stars ? "fill-gold text-gold" : "fill-transparent text-neutral-300"}`}
            />
          ))}
        </p>
        <Quote aria-hidden className="size-7 text-sand-200" />
      </div>
      <blockquote lang={storedLang(item, "message")} className="mt-4 flex-1 text-base leading-relaxed text-neutral-700">
        <p>{item.message}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-neutral-100 pt-5">
        {item.imageId ? (
          <img
            src={`/media/${item.imageId}`}
            alt=""
            width={256}
            height={256}
            loading="lazy"
            decoding="async"
            className="size-12 shrink-0 rounded-full bg-sand object-cover ring-2 ring-sand"
          />
        ) : (
          <span aria-hidden className="size-12 shrink-0 rounded-full bg-sand" />
        )}
        <span className="min-w-0">
          {/* A person's name, written as they write it. */}
          <span lang="en" className="block font-bold text-ink">
            {item.name}
          </span>
          <span lang={storedLang(item, "designation")} className="block text-sm text-neutral-600">
            {item.designation}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

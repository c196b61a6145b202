import "../../../i18n/en-pages";
import { Building2, CalendarRange, MapPin } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import { Price } from "../../currency/currency-context";
import type { ProjectCard as ProjectCardData } from "../projects.server";
import { quarterText } from "./project-words";

/** What the card shows of a project. */
export type ShownCard = Omit<ProjectCardData, "dldProjectNumber" | "createdAt" | "emirateEnglish">;

/**
 * A project as a card: its hero picture, name, developer, community, handover quarter, "from"
 * price in the visitor's currency, plan headline and status.
 */
export function ProjectCard({ project: p, headingLevel = 3 }: { project: ShownCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="card" data-project-card={p.slug}>
      <Link to={lp(`/projects/${p.slug}`)} className="group card-link">
        <div className="card-media">
          {p.heroImageId ? (
            <img
              src={`/media/${p.heroImageId}?w=960`}
              srcSet={`/media/${p.heroImageId}?w=480 480w, /media/${p.heroImageId}?w=960 960w`}
              sizes="(min-width: 1025px) 33vw, (min-width: 769px) 50vw, 100vw"
              alt=""
              width={1200}
              height={900}
              loading="lazy"
              decoding="async"
              className="card-photo"
            />
          ) : null}
          <span className="card-tag" data-status={p.status}>
            {t(`projectCard.status.${p.status}`)}
          </span>
        </div>
        <div className="card-body">
          <p lang="en" className="card-type">
            <Building2 aria-hidden className="me-1 inline size-3.5 align-[-2px]" />
            {p.developer.name}
          </p>
          <Heading lang={storedLang(p, "name")} className="card-title">
            {p.name}
          </Heading>
          <p lang={p.community.lang} className="card-place">
            <MapPin />
            {p.community.text}
            {p.emirate.text && p.emirate.text !== p.community.text ? (
              <>
                {", "}
                <span lang={p.emirate.lang}>{p.emirate.text}</span>
              </>
            ) : null}
          </p>
          <ul className="card-facts">
            {p.handoverDate ? (
              <li>
                <CalendarRange />
                {t("projectCard.handover", { quarter: quarterText(p.handoverDate) })}
              </li>
            ) : null}
            {p.plan ? (
              <li data-plan={p.plan.postHandover ? "post_handover" : "on_handover"}>
                <bdi>
                  {t(p.plan.postHandover ? "projectCard.postHandover" : "projectCard.plan", {
                    before: p.plan.before,
                    after: p.plan.after,
                  })}
                </bdi>
              </li>
            ) : null}
          </ul>
          <p className="card-price">
            {p.fromPriceAed !== null ? (
              <>
                <span className="card-price-label">{t("property.from")}</span>
                <span data-amount-aed={p.fromPriceAed}>
                  <Price amount={p.fromPriceAed} />
                </span>
              </>
            ) : (
              <span className="card-price-label">{t("projectCard.priceOnRequest")}</span>
            )}
          </p>
        </div>
      </Link>
    </div>
  );
}

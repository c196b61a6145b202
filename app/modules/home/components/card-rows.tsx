import "../../../i18n/en-pages";
import { ArrowRight } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { ProjectCard } from "../../project/components/project-card";
import type { PropertyCardData } from "../../property/card";
import { PropertyCard } from "../../property/components/property-card";
import type { HomeData } from "../home.server";
import { SECTION_PLAIN, SectionHeading } from "./section-heading";

/** A row of property cards (Top Dubai Properties, Featured Properties); nothing when empty. */
export function PropertyRow(props: {
  /**
   * The row's own name, the same in every language: its heading's id is `row-<id>`. (Made
   * from the title, an Arabic title gave `row--` twice, a duplicate id.)
   */
  id: string;
  title: string;
  eyebrow: string;
  subtitle?: string;
  properties: HomeData["top"];
  /** Where "View all properties" goes. */
  moreHref?: string;
}) {
  const { properties } = props;
  if (!properties.ok || properties.data.length === 0) return null;
  const id = `row-${props.id}`;
  const wide = properties.data.length > 3;
  return (
    <section aria-labelledby={id} className={SECTION_PLAIN}>
      <div className="container-page">
        <SectionHeading
          id={id}
          eyebrow={props.eyebrow}
          title={props.title}
          intro={props.subtitle}
          action={
            props.moreHref ? (
              <Link
                to={lp(props.moreHref)}
                className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-navy hover:text-gold-700"
              >
                {t("rows.viewAll")}
                <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </Link>
            ) : null
          }
        />
        <ul className={`grid gap-6 sm:grid-cols-2 ${wide ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
          {properties.data.map((p) => (
            <li key={p.id} className="flex *:flex-1">
              <PropertyCard property={p} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The visitor's recently viewed listings (decision 060). Beside the other rows, so its code loads
 * with theirs and the home page fetches no file more for it.
 */
export function RecentlyViewed({ properties }: { properties: PropertyCardData[] }) {
  return (
    <PropertyRow
      id="recently-viewed"
      title={t("recent.title")}
      eyebrow={t("recent.eyebrow")}
      properties={{ ok: true, data: properties }}
    />
  );
}

/** The newest off-plan projects (decision 062); nothing when there are none. Its words load with it. */
export function NewProjects({ projects }: { projects: HomeData["newProjects"] }) {
  if (!projects.ok || projects.data.length === 0) return null;
  return (
    <section aria-labelledby="row-new-projects" className={SECTION_PLAIN}>
      <div className="container-page">
        <SectionHeading
          id="row-new-projects"
          eyebrow={t("rows.projectsEyebrow")}
          title={t("home.newProjects")}
          action={
            <Link
              to={lp("/projects")}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-navy hover:text-gold-700"
            >
              {t("home.allProjects")}
              <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </Link>
          }
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-home-projects>
          {projects.data.map((p) => (
            <li key={p.id} className="flex *:flex-1">
              <ProjectCard project={p} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

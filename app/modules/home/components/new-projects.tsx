import "../../../i18n/en-pages";
import { ArrowRight } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { ProjectCard } from "../../project/components/project-card";
import type { HomeData } from "../home.server";
import { SECTION_PLAIN, SectionHeading } from "./section-heading";

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

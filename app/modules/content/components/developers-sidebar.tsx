import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";

export type DeveloperLink = { id: string; firmName: string; imageId: string | null };

/** The developers list beside location, blog and developer pages. */
export function DevelopersSidebar({ developers }: { developers: DeveloperLink[] }) {
  if (developers.length === 0) return null;
  return (
    <aside
      aria-labelledby="developers-sidebar-title"
      className="rounded-[var(--radius-card)] bg-sand p-6 ring-1 ring-sand-200"
    >
      <h2 id="developers-sidebar-title" className="text-xl font-bold text-ink">
        {t("sidebar.developers")}
      </h2>
      <ul className="mt-4 grid gap-2">
        {developers.map((d) => (
          <li key={d.id}>
            <Link
              to={lp(`/developer-profile?id=${d.id}`)}
              className="flex min-h-11 items-center gap-3 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-ink ring-1 ring-neutral-200 transition hover:ring-gold"
            >
              {d.imageId ? (
                <img src={`/media/${d.imageId}`} alt="" width={64} height={32} className="h-8 w-16 object-contain" />
              ) : null}
              <span lang="en">{d.firmName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

import { Link } from "react-router";
import { t } from "../i18n/i18n";

const LINKS = [
  { to: "/contact", label: t("nav.contact") },
  { to: "/about", label: t("nav.about") },
  { to: "/articals", label: t("nav.articles") },
  { to: "/blogs", label: t("nav.blogs") },
  { to: "/privacy-policy", label: t("nav.privacy") },
];

export function SiteFooter(props: { topLocations: string[]; year: number }) {
  return (
    <footer className="mt-24 bg-ink text-white/80">
      <div className="container-page flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <p className="text-sm">{t("footer.copyright", { year: props.year, site: t("site.name") })}</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-gold">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}

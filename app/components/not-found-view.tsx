import { lp, t } from "../i18n/i18n";
import { Link } from "./ui/link";

export function NotFoundView() {
  return (
    <main className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      {/* The big code is decoration: the h1 says it (read out, it is a paragraph posing as a heading: axe p-as-heading). */}
      <p aria-hidden className="text-7xl font-extrabold tracking-tight text-gold">
        {t("notFound.code")}
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-3 max-w-md text-neutral-600">{t("notFound.text")}</p>
      <Link
        to={lp("/")}
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
      >
        {t("notFound.home")}
      </Link>
    </main>
  );
}

import type { ReactNode } from "react";
import { ArrowLeft, type Icon } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { t } from "../../../i18n/i18n";
import { ContactButtons, JsonLd } from "./agent-parts";

/** One credential or count under a profile's name. */
export function ProfileChip(props: { icon: Icon; children: ReactNode }) {
  const ChipIcon = props.icon;
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 ring-1 ring-white/20">
      <ChipIcon aria-hidden className="size-4 text-gold" />
      {props.children}
    </li>
  );
}

/**
 * The page of one agent or one agency (/agents/{slug}, /agencies/{slug}): a dark header with
 * the way back to the directory, the picture, name, credentials and contact buttons; then what
 * they say about themselves beside their figures or licence; then their listings or agents.
 * Both pages share it, so a profile reads the same whoever it is of.
 */
export function ProfileLayout(props: {
  /** schema.org data for search engines. */
  jsonLd: object;
  back: { to: string; label: string };
  /** The portrait or the logo. */
  picture: ReactNode;
  eyebrow: string;
  name: string;
  /** "en" where the name is stored English text on a page of another language. */
  nameLang: "en" | undefined;
  /** A line under the name (an agent's agency). */
  belowName?: ReactNode;
  /** ProfileChip items. */
  chips: ReactNode;
  contact: { phone: string; whatsapp: string; email: string };
  about: {
    /** The heading's id, which names the section. */
    id: string;
    text: string;
    lang: "en" | undefined;
    /** Marks the text as an agent's biography (data-bio). */
    bio?: boolean;
    /** What follows the text: languages, areas. */
    more: ReactNode;
  };
  /** Beside the about section: figures, licence. */
  aside: ReactNode;
  /** The listings or agents at the foot, under a heading with this id. */
  list: { id: string; title: ReactNode; children: ReactNode };
}) {
  const { about, list } = props;
  return (
    <main>
      <JsonLd json={props.jsonLd} />
      <header className="relative overflow-hidden bg-navy text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(200_164_93/0.28),transparent_60%)]"
        />
        <div className="container-page relative py-10 md:py-16">
          <Link
            to={props.back.to}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-white/80 hover:text-white"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {props.back.label}
          </Link>
          <div className="mt-4 flex flex-col gap-6 md:flex-row md:items-center">
            {props.picture}
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">{props.eyebrow}</p>
              <h1 lang={props.nameLang} className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">
                {props.name}
              </h1>
              {props.belowName}
              <ul className="mt-3 flex flex-wrap gap-2 text-sm font-semibold">{props.chips}</ul>
            </div>
            <div className="md:self-end">
              <h2 className="sr-only">{t("agents.contact")}</h2>
              <ContactButtons
                name={props.name}
                phone={props.contact.phone}
                whatsapp={props.contact.whatsapp}
                email={props.contact.email}
                tone="dark"
              />
            </div>
          </div>
        </div>
      </header>

      <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby={about.id} className="min-w-0">
          <h2 id={about.id} className="flex items-center gap-3 text-2xl font-bold text-ink">
            <span aria-hidden className="h-6 w-1 rounded-full bg-gold" />
            {t("agents.about")}
          </h2>
          <p
            lang={about.lang}
            className="mt-4 max-w-[68ch] text-[1.0625rem] leading-relaxed text-neutral-700"
            data-bio={about.bio || undefined}
          >
            {about.text}
          </p>
          {about.more}
        </section>
        {props.aside}
      </div>

      <section aria-labelledby={list.id} className="bg-sand py-12 md:py-16">
        <div className="container-page">
          <h2 id={list.id} className="text-2xl font-bold text-ink md:text-3xl">
            {list.title}
          </h2>
          {list.children}
        </div>
      </section>
    </main>
  );
}

import type { ReactNode } from "react";
import {
  BadgeCheck,
  Building2,
  ChevronLeft,
  ChevronRight,
  Clock,
  Globe,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  SearchX,
  ShieldCheck,
  TrendingUp,
  UserRound,
} from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { formatNumber, languageName } from "../../../i18n/format";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import { useNonce } from "../../../nonce";
import type { AgentCard, AgentFigures } from "../agent.server";
import { phoneDigits } from "../schema";

// ---------------------------------------------------------------- words and numbers

/**
 * "25 minutes", "3.5 hours", "2 days" in the page's language: the unit that reads naturally.
 * Catalogue plurals, not Intl's unit format: the first Intl formatter a page builds costs
 * 30-80 ms of the browser's main thread as it hydrates (decision 031).
 */
export function formatDuration(seconds: number): string {
  if (seconds < 3600) return t("agents.duration.minutes", { count: Math.max(1, Math.round(seconds / 60)) });
  if (seconds < 48 * 3600) return t("agents.duration.hours", { count: Math.round(seconds / 360) / 10 });
  return t("agents.duration.days", { count: Math.round(seconds / 8640) / 10 });
}

/** "75%" as the page's language writes a share (Russian "75 %", Arabic with its direction marks). */
export function formatShare(share: number): string {
  // Scaled in decimal, as ICU does: 0.575 * 100 is 57.49999… in binary, and ICU writes 58 %.
  return t("agents.figure.share", { share: formatNumber(Number(`${share}e2`), 0, 0) });
}

// ---------------------------------------------------------------- pieces

export function LanguageChips({ codes, label }: { codes: string[]; label: string }) {
  if (codes.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Globe aria-hidden className="size-4 shrink-0 text-gold-700" />
      <span className="sr-only">{label}</span>
      <ul className="flex flex-wrap gap-1.5">
        {codes.map((code) => (
          <li key={code} className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-ink">
            {languageName(code)}
          </li>
        ))}
      </ul>
    </div>
  );
}

const button =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-bold transition focus-visible:outline-2 focus-visible:outline-offset-2";

/** Call, WhatsApp and e-mail, each a plain link (works without JavaScript), named for screen readers. */
export function ContactButtons(props: {
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  tone?: "light" | "dark";
}) {
  const dark = props.tone === "dark";
  const secondary = dark
    ? "bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20"
    : "bg-white text-navy ring-1 ring-neutral-300 hover:ring-navy";
  const wa = phoneDigits(props.whatsapp);
  if (!props.phone && !wa && !props.email) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {props.phone ? (
        <li>
          <a
            href={`tel:+${phoneDigits(props.phone)}`}
            aria-label={t("agents.callName", { name: props.name })}
            className={`${button} bg-gold text-ink hover:bg-[#d4b476]`}
          >
            <Phone aria-hidden className="size-4" />
            {t("agents.call")}
          </a>
        </li>
      ) : null}
      {wa ? (
        <li>
          <a
            href={`https://wa.me/${wa}`}
            rel="noopener"
            aria-label={t("agents.whatsappName", { name: props.name })}
            className={`${button} ${secondary}`}
          >
            <MessageCircle aria-hidden className="size-4" />
            {t("agents.whatsapp")}
          </a>
        </li>
      ) : null}
      {props.email ? (
        <li>
          <a
            href={`mailto:${props.email}`}
            aria-label={t("agents.emailName", { name: props.name })}
            className={`${button} ${secondary}`}
          >
            <Mail aria-hidden className="size-4" />
            {t("agents.email")}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** Live listings, typical (median) first response and response rate. */
export function FigureList({ figures, size = "small" }: { figures: AgentFigures; size?: "small" | "large" }) {
  const large = size === "large";
  const items: { icon: ReactNode; label: string; value: string; key: string }[] = [
    {
      key: "listings",
      icon: <TrendingUp aria-hidden className={large ? "size-7" : "size-4"} />,
      label: t("agents.figure.listings"),
      value: formatNumber(figures.listingsLive),
    },
    {
      key: "response",
      icon: <Clock aria-hidden className={large ? "size-7" : "size-4"} />,
      label: t("agents.figure.response"),
      value:
        figures.medianResponseSeconds === null
          ? t("agents.figure.none")
          : formatDuration(figures.medianResponseSeconds),
    },
    {
      key: "rate",
      icon: <BadgeCheck aria-hidden className={large ? "size-7" : "size-4"} />,
      label: t("agents.figure.rate"),
      value: figures.responseRate === null ? t("agents.figure.none") : formatShare(figures.responseRate),
    },
  ];
  return (
    <dl className={large ? "grid gap-4 sm:grid-cols-3" : "grid grid-cols-3 gap-2"} data-figures>
      {items.map((item) => (
        // A dl's groups hold only their dt and dd (axe: definition-list); the icon goes in the dd.
        <div
          key={item.key}
          data-figure={item.key}
          className={
            large
              ? "flex flex-col-reverse justify-end rounded-[var(--radius-card)] bg-sand p-5 ring-1 ring-sand-200"
              : "flex flex-col-reverse justify-end rounded-xl bg-sand/70 px-2.5 py-2"
          }
        >
          <dt
            className={
              large ? "ps-11 text-sm font-semibold text-neutral-700" : "text-[0.6875rem] leading-tight text-neutral-700"
            }
          >
            {item.label}
          </dt>
          <dd
            className={
              large
                ? "tabular flex items-center gap-4 text-2xl font-extrabold text-ink"
                : "tabular text-sm font-bold text-ink"
            }
          >
            {large ? <span className="text-gold-700">{item.icon}</span> : null}
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Portrait(props: { imageId: string | null; name: string; size: number; className?: string }) {
  return props.imageId ? (
    <img
      src={`/media/${props.imageId}`}
      alt=""
      width={props.size}
      height={props.size}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full bg-sand object-cover ring-4 ring-white ${props.className ?? ""}`}
      style={{ width: props.size, height: props.size }}
    />
  ) : (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-full bg-sand text-navy ring-4 ring-white ${props.className ?? ""}`}
      style={{ width: props.size, height: props.size }}
    >
      <UserRound className="size-1/2" />
    </span>
  );
}

const LOGO_BOX = {
  profile: {
    box: "flex h-28 w-56 shrink-0 items-center justify-center rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-soft)]",
    icon: "size-12 text-navy",
  },
  card: {
    box: "flex h-24 w-40 shrink-0 items-center justify-center rounded-xl bg-sand p-3",
    icon: "size-10 text-navy",
  },
};

/**
 * An agency's logo in its box, or a building where it has none: large at the head of its
 * profile, smaller on its card in the list, where it loads as it nears the screen.
 */
export function AgencyLogo(props: { imageId: string | null; place: keyof typeof LOGO_BOX }) {
  const look = LOGO_BOX[props.place];
  return (
    <div className={look.box}>
      {props.imageId ? (
        <img
          src={`/media/${props.imageId}`}
          alt=""
          width={320}
          height={160}
          loading={props.place === "card" ? "lazy" : undefined}
          className="h-full w-full object-contain"
        />
      ) : (
        <Building2 aria-hidden className={look.icon} />
      )}
    </div>
  );
}

/** An agent in a list: who, where from, what they speak and cover, figures and contact. */
export function AgentTile({ agent, headingLevel = 2 }: { agent: AgentCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-soft)] ring-1 ring-neutral-200/70"
      data-agent={agent.slug}
    >
      <div className="flex items-center gap-4">
        <Portrait imageId={agent.photoImageId} name={agent.name} size={72} />
        <div className="min-w-0">
          <Heading lang="en" className="text-lg font-bold text-ink">
            <Link
              to={lp(`/agents/${agent.slug}`)}
              aria-label={t("agents.viewProfile", { name: agent.name })}
              className="hover:text-gold-700 hover:underline"
            >
              {agent.name}
            </Link>
          </Heading>
          <p className="truncate text-sm text-neutral-700">
            <Link
              to={lp(`/agencies/${agent.agency.slug}`)}
              lang={storedLang(agent.agency, "name")}
              className="inline-block min-h-6 py-0.5 align-top font-semibold hover:underline"
            >
              {agent.agency.name}
            </Link>
          </p>
          <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-navy">
            <ShieldCheck aria-hidden className="size-3.5 text-gold-700" />
            <span className="tabular">{t("agents.brn", { brn: agent.brn })}</span>
          </p>
        </div>
      </div>
      <LanguageChips codes={agent.languages} label={t("agents.languages")} />
      {agent.areas.length > 0 ? (
        <p className="flex items-start gap-1.5 text-sm text-neutral-700">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-700" />
          <span className="sr-only">{t("agents.areas")}: </span>
          <span>
            {agent.areas.slice(0, 3).map((a, i) => (
              <span key={a.id}>
                {i > 0 ? t("search.listSeparator") : null}
                <span lang={a.name.lang}>{a.name.text}</span>
              </span>
            ))}
            {agent.areas.length > 3 ? ` +${formatNumber(agent.areas.length - 3)}` : null}
          </span>
        </p>
      ) : null}
      <FigureList figures={agent.figures} />
      <div className="mt-auto">
        <ContactButtons name={agent.name} phone={agent.phone} whatsapp={agent.whatsapp} email={agent.email} />
      </div>
    </article>
  );
}

/** Previous / page n of m / next, as plain links that keep the other parameters. */
export function Pager(props: {
  path: string;
  params: Record<string, string | undefined>;
  page: number;
  pages: number;
}) {
  const { path, params, page, pages } = props;
  if (pages <= 1) return null;
  const href = (n: number) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v && k !== "page") query.set(k, v);
    if (n > 1) query.set("page", String(n));
    const qs = query.toString();
    return lp(qs ? `${path}?${qs}` : path);
  };
  const item =
    "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-4 text-sm font-semibold ring-1 ring-neutral-300 text-navy hover:ring-navy";
  return (
    <nav aria-label={t("browse.pagination")} className="mt-10 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={item}>
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t("browse.prev")}
        </Link>
      ) : null}
      {/* Left to right: "1 / 2" in a right-to-left line would read as "2 / 1". */}
      <span dir="ltr" className="tabular text-sm font-semibold text-neutral-700" aria-current="page">
        {formatNumber(page)} / {formatNumber(pages)}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={item}>
          {t("browse.next")}
          <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </nav>
  );
}

/** Structured data for search engines; "<" escaped so no text can close the script. */
export function JsonLd({ json }: { json: object }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }}
    />
  );
}

/** The dark page header every directory page opens with. */
export function DirectoryHero(props: { eyebrow: string; title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className="relative overflow-hidden bg-navy text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(200_164_93/0.28),transparent_60%)]"
      />
      <div className="container-page relative py-12 md:py-16">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">{props.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">{props.title}</h1>
        {props.intro ? <p className="mt-3 max-w-2xl text-lg text-white/80">{props.intro}</p> : null}
        {props.children}
      </div>
    </header>
  );
}

/**
 * A directory's results under its search: the count (or that the search was refused, with the
 * reason), the items, or an empty state with a way back to the whole list, and the pager.
 */
export function DirectoryResults(props: {
  id: string;
  heading: string;
  refused?: string;
  empty: string;
  reset: { to: string; label: string };
  /** The list of items; null or undefined when there is none to show. */
  items?: ReactNode;
  pager?: ReactNode;
  /** False inside a frame that pads it already (the map view's list). */
  padded?: boolean;
}) {
  return (
    <section
      aria-labelledby={props.id}
      className={props.padded === false ? "py-6 lg:py-8" : "container-page py-10 md:py-14"}
    >
      <h2 id={props.id} className="text-sm font-semibold uppercase tracking-[0.14em] text-neutral-700">
        {props.heading}
      </h2>
      {props.refused ? (
        <p role="alert" data-testid="invalid-search" className="mt-3 text-base font-medium text-error">
          {props.refused}
        </p>
      ) : null}
      {props.items ?? (
        <div className="mt-8 flex flex-col items-center rounded-[var(--radius-card)] bg-sand px-6 py-14 text-center">
          <SearchX aria-hidden className="size-12 text-gold-700" />
          <p className="mt-4 text-lg font-semibold text-ink">{props.empty}</p>
          <Link
            to={props.reset.to}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
          >
            {props.reset.label}
          </Link>
        </div>
      )}
      {props.pager}
    </section>
  );
}

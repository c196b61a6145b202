import { Mail, MessageCircle, Phone, UserRound } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { languageName } from "../../../i18n/format";
import { lp, t } from "../../../i18n/i18n";
import { whatsappLink } from "../permit";
import type { ListingAgency, ListingAgent } from "../property";

/** "English, Arabic": language codes named in the page's language. */
function languageNames(codes: string[]): string {
  return codes.map((code) => languageName(code)).join(t("search.listSeparator"));
}

const action =
  "flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors";

/**
 * The listing's broker (decision 012): photo, name, agency, languages and three ways to reach
 * them. The WhatsApp message names the listing's reference and its public address, so the
 * agent knows at once which advertisement the visitor means.
 */
export function AgentCard({
  agent,
  agency,
  reference,
  pageUrl,
}: {
  agent: ListingAgent;
  agency: ListingAgency | null;
  reference: string;
  pageUrl: string;
}) {
  const whatsapp = whatsappLink(
    agent.whatsapp || agent.phone,
    t("listingAgent.whatsappText", { reference, url: pageUrl }),
  );
  return (
    <section
      aria-labelledby="agent-title"
      data-testid="agent-card"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-soft)] ring-1 ring-neutral-200"
    >
      <h2 id="agent-title" className="text-xs font-semibold uppercase tracking-[0.12em] text-gold-700">
        {t("listingAgent.title")}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        {agent.photoImageId ? (
          <img
            src={`/media/${agent.photoImageId}?w=480`}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-full object-cover ring-2 ring-sand-200"
          />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-sand text-gold-700 ring-2 ring-sand-200">
            <UserRound aria-hidden className="size-7" />
          </span>
        )}
        <div className="min-w-0">
          <p className="text-lg leading-tight font-bold text-ink">
            <Link
              to={lp(`/agents/${agent.slug}`)}
              // People's and firms' names are stored as written, in Latin letters: marked English.
              lang="en"
              className="inline-flex min-h-6 items-center hover:underline"
              data-agent-link
            >
              {agent.name}
            </Link>
          </p>
          {agency ? (
            <p className="mt-0.5 text-sm text-neutral-700">
              <Link
                to={lp(`/agencies/${agency.slug}`)}
                lang="en"
                className="inline-flex min-h-6 items-center hover:underline"
                data-agency-link
              >
                {agency.name}
              </Link>
            </p>
          ) : null}
          {agent.languages.length > 0 ? (
            <p className="mt-1 text-xs text-neutral-600" suppressHydrationWarning>
              {t("listingAgent.languages", { languages: languageNames(agent.languages) })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex gap-2">
        {agent.phone ? (
          <a
            href={`tel:${agent.phone.replace(/[^\d+]/g, "")}`}
            aria-label={t("listingAgent.callLabel", { name: agent.name })}
            className={`${action} bg-navy text-white hover:bg-ink`}
          >
            <Phone aria-hidden className="size-4" />
            {t("listingAgent.call")}
          </a>
        ) : null}
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            data-whatsapp
            aria-label={t("listingAgent.whatsappLabel", { name: agent.name })}
            className={`${action} bg-success text-white hover:brightness-110`}
          >
            <MessageCircle aria-hidden className="size-4" />
            {t("listingAgent.whatsapp")}
          </a>
        ) : null}
        {agent.email ? (
          <a
            href={`mailto:${agent.email}`}
            aria-label={t("listingAgent.emailLabel", { name: agent.name })}
            className={`${action} text-navy ring-1 ring-navy/30 hover:bg-sand`}
          >
            <Mail aria-hidden className="size-4" />
            {t("listingAgent.email")}
          </a>
        ) : null}
      </div>
    </section>
  );
}

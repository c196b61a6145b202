import { Mail, MapPin, Phone, ShieldCheck } from "../components/ui/icons";
import { Ltr } from "../components/ui/ltr";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { localizedCopy } from "../i18n/static-copy.server";
import { Stored } from "../i18n/stored";
import { PageHero } from "../modules/pages/page-parts";
import { PRIVACY, type PrivacySection } from "../modules/pages/privacy";
import { DEFAULT_CONTACT } from "../modules/site/contact-defaults";
import { seoMeta } from "../modules/site/seo";
import { getSiteSettings } from "../modules/site/settings.server";
import type { Route } from "./+types/privacy-policy";

const FALLBACK_DOMAIN = DEFAULT_CONTACT.email.split("@")[1];

/** The officer's address is at the site's own mail domain (the configured contact e-mail's). */
export async function loader({ context }: Route.LoaderArgs) {
  const copy = localizedCopy(PRIVACY, "pages/privacy", "PRIVACY");
  try {
    const settings = await getSiteSettings(context.get(appContext).db);
    const domain = settings.email.split("@")[1] || FALLBACK_DOMAIN;
    return {
      copy,
      dpoEmail: `privacy@${domain}`,
      address: settings.officeAddress,
      phone: settings.phone,
      siteUrl: context.get(appContext).siteUrl,
    };
  } catch (error) {
    console.error("privacy policy: could not load the site settings", error);
    return {
      copy,
      dpoEmail: `privacy@${FALLBACK_DOMAIN}`,
      address: "",
      phone: "",
      siteUrl: context.get(appContext).siteUrl,
    };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: `${loaderData.copy.metaTitle} — ${t("site.name")}`,
        description: loaderData.copy.metaDescription,
        path: "/privacy-policy",
        siteUrl: loaderData.siteUrl,
      })
    : [];

export default function PrivacyPolicy({ loaderData: d }: Route.ComponentProps) {
  const P = d.copy;
  return (
    <main>
      <PageHero eyebrow={P.eyebrow} title={P.title} intro={P.intro}>
        <p className="text-sm font-semibold text-neutral-700">{P.updated}</p>
      </PageHero>
      <div className="container-page grid gap-10 py-12 md:py-20 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="privacy-toc" className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-[var(--radius-card)] bg-sand p-5 ring-1 ring-sand-200">
            <h2 id="privacy-toc" className="text-base font-bold text-ink">
              {P.tocTitle}
            </h2>
            <ol className="mt-3 grid gap-1 text-sm">
              {P.sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="block rounded-md px-2 py-2 text-neutral-700 hover:bg-white hover:text-ink"
                  >
                    {s.title}
                  </a>
                </li>
              ))}
              <li>
                <a href="#dpo" className="block rounded-md px-2 py-2 text-neutral-700 hover:bg-white hover:text-ink">
                  {P.dpoTitle}
                </a>
              </li>
            </ol>
          </div>
        </nav>
        <article className="min-w-0 max-w-[72ch]">
          <section aria-labelledby="privacy-controller">
            <h2 id="privacy-controller" className="text-2xl font-bold text-ink">
              {P.controllerTitle}
            </h2>
            <p className="mt-4 leading-relaxed text-neutral-700">
              {P.controller.split("{address}").map((part, i) =>
                i === 0 ? (
                  part
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
                  <span key={i}>
                    <Stored>{d.address || "Business Bay, Dubai, United Arab Emirates"}</Stored>
                    {part}
                  </span>
                ),
              )}
            </p>
          </section>
          {P.sections.map((s) => (
            <PolicySection key={s.id} section={s} />
          ))}
          <section
            id="dpo"
            aria-labelledby="privacy-dpo"
            className="mt-14 scroll-mt-28 rounded-[var(--radius-card)] bg-navy p-6 text-white md:p-8"
          >
            <h2 id="privacy-dpo" className="flex items-center gap-3 text-2xl font-bold">
              <ShieldCheck aria-hidden className="size-7 text-gold" />
              {P.dpoTitle}
            </h2>
            <p className="mt-4 text-white/85">{P.dpoText}</p>
            <ul className="mt-6 grid gap-4 text-sm">
              <li className="flex items-start gap-3">
                <Mail aria-hidden className="mt-0.5 size-5 text-gold" />
                <span className="sr-only">{P.dpoEmailLabel}: </span>
                <span>
                  <a
                    href={`mailto:${d.dpoEmail}`}
                    className="font-semibold text-white underline decoration-gold underline-offset-4"
                  >
                    <Ltr>{d.dpoEmail}</Ltr>
                  </a>
                </span>
              </li>
              {d.address ? (
                <li className="flex items-start gap-3">
                  <MapPin aria-hidden className="mt-0.5 size-5 text-gold" />
                  <span className="sr-only">{P.dpoAddressLabel}: </span>
                  <span lang="en" className="text-white/85">
                    {d.address}
                  </span>
                </li>
              ) : null}
              {d.phone ? (
                <li className="flex items-start gap-3">
                  <Phone aria-hidden className="mt-0.5 size-5 text-gold" />
                  <span className="sr-only">{P.dpoPhoneLabel}: </span>
                  <span>
                    <a
                      href={`tel:${d.phone.replace(/[^\d+]/g, "")}`}
                      className="tabular text-white/85 hover:text-white"
                    >
                      <Ltr>{d.phone}</Ltr>
                    </a>
                  </span>
                </li>
              ) : null}
            </ul>
          </section>
        </article>
      </div>
    </main>
  );
}

function PolicySection({ section: s }: { section: PrivacySection }) {
  return (
    <section id={s.id} aria-labelledby={`${s.id}-title`} className="mt-12 scroll-mt-28">
      <h2 id={`${s.id}-title`} className="text-2xl font-bold text-ink">
        {s.title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-neutral-700">
        {s.paragraphs.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
        {"list" in s ? (
          <ul className="list-disc space-y-2 ps-5 marker:text-gold-600">
            {s.list.map((item) => (
              <li key={item.slice(0, 40)}>{item}</li>
            ))}
          </ul>
        ) : null}
        {"after" in s ? <p>{s.after}</p> : null}
      </div>
    </section>
  );
}

import "../i18n/en-pages";
import { data } from "react-router";
import { ArrowRight, CalendarCheck, Check, Crown, Landmark, UsersRound } from "../components/ui/icons";
import { appContext } from "../context";
import { formFailure, readForm, retryAfterHeaders } from "../forms.server";
import { t } from "../i18n/i18n";
import { localizedCopy } from "../i18n/static-copy.server";
import { EnquiryButton } from "../modules/enquiry/enquiry-opener";
import { BUTTON_PRIMARY, PageHero, SectionTitle } from "../modules/pages/page-parts";
import { RESIDENCE } from "../modules/pages/residence";
import { ResidenceContactForm } from "../modules/pages/residence-contact-form";
import {
  RESIDENCE_FIELDS,
  type ResidenceAnswer,
  residenceEnquirySchema,
  residenceFormSchema,
} from "../modules/pages/residence-form";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/residence-passports";

/**
 * The contact form posts here: rate-limited like every enquiry, checked (only the message
 * is required) and stored as a "Residence & Passports" enquiry.
 */
export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, ip } = context.get(appContext);
  const submission = await readForm(request, residenceFormSchema);
  try {
    // The service counts the attempt (refused ones too) and checks it with the same rule.
    const blank = { fullname: "", email: "", phone: "", message: "" };
    await services.enquiries.submit({ ...blank, ...submission.payload }, { schema: residenceEnquirySchema, ip });
  } catch (error) {
    return formFailure(submission, error, {
      name: "residence form",
      fields: RESIDENCE_FIELDS,
      failure: () => t("content.res.failed"),
    });
  }
  return data<ResidenceAnswer>({ sent: true });
}

/** The page's copy in its language (the site address comes from the root loader's data). */
export function loader() {
  return { copy: localizedCopy(RESIDENCE, "pages/residence", "RESIDENCE") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: `${loaderData?.copy.metaTitle ?? ""} — ${t("site.name")}`,
    description: loaderData?.copy.metaDescription ?? "",
    path: "/residence-passports",
    siteUrl: matches[0]?.loaderData?.siteUrl ?? "",
  });

const ICONS = { "golden-visa": Crown, "elite-citizenship": Landmark, "family-residency": UsersRound } as const;

export default function ResidencePassports({ loaderData, actionData }: Route.ComponentProps) {
  const R = loaderData.copy;
  return (
    <main>
      <PageHero tone="dark" eyebrow={R.eyebrow} title={R.title} intro={R.intro}>
        <EnquiryButton type="Residence & Passports" className={BUTTON_PRIMARY}>
          <CalendarCheck aria-hidden className="size-5" />
          {R.consult}
        </EnquiryButton>
      </PageHero>

      <section aria-labelledby="res-programmes" className="py-16 md:py-24">
        <div className="container-page">
          <SectionTitle id="res-programmes" eyebrow={R.programmesEyebrow} title={R.programmesTitle} />
          <div className="mt-10 grid gap-6 lg:grid-cols-3">
            {R.programmes.map((p) => {
              const Icon = ICONS[p.id];
              return (
                <article
                  key={p.id}
                  id={p.id}
                  aria-labelledby={`${p.id}-title`}
                  className="flex flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-soft)] ring-1 ring-neutral-200/70 md:p-8"
                >
                  <span
                    aria-hidden
                    className="flex size-12 items-center justify-center rounded-full bg-sand text-gold-700"
                  >
                    <Icon className="size-6" />
                  </span>
                  <h3 id={`${p.id}-title`} className="mt-5 text-xl font-bold text-ink">
                    {p.title}
                  </h3>
                  <p className="mt-3 leading-relaxed text-neutral-700">{p.text}</p>
                  <ul className="mt-5 grid gap-2 border-t border-neutral-200 pt-5 text-sm text-neutral-800">
                    {p.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-700" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </article>
              );
            })}
          </div>
        </div>
      </section>

      <section aria-labelledby="res-table" className="bg-sand py-16 md:py-24">
        <div className="container-page">
          <SectionTitle id="res-table" eyebrow={R.tableEyebrow} title={R.tableTitle} tone="sand" />
          {/* Scrolls sideways on phones: focusable so keyboard users can scroll it too. */}
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
            tabIndex={0}
            aria-label={R.tableCaption}
            className="mt-10 overflow-x-auto rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)] focus-visible:outline-2 focus-visible:outline-gold"
          >
            <table className="w-full min-w-[40rem] border-collapse text-start text-sm md:text-base">
              <caption className="sr-only">{R.tableCaption}</caption>
              <thead className="bg-navy text-white">
                <tr>
                  {R.tableHead.map((h) => (
                    <th key={h} scope="col" className="px-5 py-4 text-start font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {R.table.map(([name, ...cells]) => (
                  <tr key={name} className="border-t border-neutral-200">
                    <th scope="row" className="px-5 py-4 text-start font-bold text-ink">
                      {name}
                    </th>
                    {cells.map((c, i) => (
                      <td
                        key={R.tableHead[i + 1]}
                        className={`px-5 py-4 text-neutral-700 ${i === 0 ? "tabular font-semibold text-ink" : ""}`}
                      >
                        {c}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      </section>

      <section aria-labelledby="res-requirements" className="py-16 md:py-24">
        <div className="container-page">
          <SectionTitle id="res-requirements" eyebrow={R.requirementsEyebrow} title={R.requirementsTitle} />
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {R.requirements.map((r) => (
              <li key={r.value} className="rounded-[var(--radius-card)] bg-navy p-6 text-white md:p-8">
                <p>
                  <span className="tabular block text-3xl font-extrabold text-gold md:text-4xl">{r.value}</span>{" "}
                  <span className="mt-1 block text-lg font-semibold">{r.label}</span>
                </p>
                <p className="mt-4 text-white/80">{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="res-contact" className="bg-sand py-16 md:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-16">
          <div>
            <SectionTitle
              id="res-contact"
              eyebrow={R.formEyebrow}
              title={t("content.res.formTitle")}
              intro={t("content.res.formIntro")}
              tone="sand"
            />
            <div className="mt-8 rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-sand-200">
              <h3 className="text-lg font-bold text-ink">{R.consultTitle}</h3>
              <p className="mt-2 text-neutral-700">{R.consultText}</p>
              <EnquiryButton type="Residence & Passports" className={`${BUTTON_PRIMARY} mt-5`}>
                {R.consult}
                <ArrowRight aria-hidden className="size-5 rtl:-scale-x-100" />
              </EnquiryButton>
            </div>
          </div>
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-soft)] md:p-8">
            <ResidenceContactForm answer={actionData} />
          </div>
        </div>
      </section>
    </main>
  );
}

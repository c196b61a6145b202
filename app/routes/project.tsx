import "../i18n/en-pages";
import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view";
import { Building2, CalendarRange, ChevronRight, FileText, MapPin, ShieldCheck } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { formatLongDateIn } from "../i18n/format";
import { lp, t } from "../i18n/i18n";
import { storedLang } from "../i18n/stored";
import { JsonLd } from "../modules/agent/components/agent-parts";
import { areaText } from "../modules/area/area-text";
import { useAreaUnit } from "../modules/area/use-area-unit";
import { Price } from "../modules/currency/currency-context";
import { InquirySidebar } from "../modules/enquiry/components/inquiry-sidebar";
import { getBuyingFees } from "../modules/mortgage/fees.server";
import { formatPercent } from "../modules/mortgage/format";
import { dueText, evaluatePayments, PaymentCalculator } from "../modules/project/components/payment-calculator";
import { quarterText } from "../modules/project/components/project-words";
import { unitTypeName } from "../modules/project/components/unit-words";
import { needsReraDetails } from "../modules/project/plan";
import { loadProject, type ProjectDetail } from "../modules/project/projects.server";
import { AmenityList } from "../modules/property/components/amenities";
import { Gallery } from "../modules/property/components/gallery";
import { OsmMap } from "../modules/property/components/osm-map";
import { PropertyCard } from "../modules/property/components/property-card";
import { dubaiToday } from "../modules/property/permit";
import { absoluteUrl, notFoundMeta, seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/project";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /projects/{slug}?unit=&price=: a published project, its plan and the payment calculator's answer. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const project = SLUG.test(params.slug) ? await loadProject(db, params.slug) : null;
  if (!project) return data({ project: null, siteUrl }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const values: { unit?: string; price?: string } = {};
  for (const name of ["unit", "price"] as const) {
    const v = search.get(name);
    if (v !== null && v.trim() !== "") values[name] = v;
  }
  const { oqoodBp, oqoodAdminFils } = await getBuyingFees(db);
  const fees = { oqoodBp, oqoodAdminFils };
  const today = dubaiToday();
  const pageUrl = absoluteUrl(lp(`/projects/${project.slug}`), siteUrl);
  // Bad calculator input is the visitor's to correct: the page, with the message by the field, as a 400.
  const invalid = Object.keys(evaluatePayments(values, project, fees, today).errors).length > 0;
  return data({ project, siteUrl, pageUrl, fees, today, values }, invalid ? { status: 400 } : undefined);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const p = loaderData?.project;
  if (!p) return notFoundMeta();
  return seoMeta({
    title: `${p.name} — ${p.developer.name} — ${t("site.name")}`,
    description: t("projects.metaProject", {
      name: p.name,
      developer: p.developer.name,
      place: p.community.text,
      quarter: p.handoverDate ? quarterText(p.handoverDate) : "—",
    }),
    path: `/projects/${p.slug}`,
    siteUrl: loaderData.siteUrl,
    image: p.heroImageId ? `/media/${p.heroImageId}` : undefined,
  });
};

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.project || !("pageUrl" in loaderData)) return <NotFoundView />;
  const { project: p, pageUrl, fees, today, values } = loaderData;
  return (
    <main className="pb-16">
      <JsonLd json={projectJsonLd(p, pageUrl)} />
      <div className="container-page pt-4 sm:pt-6">
        <Crumbs
          trail={[
            { to: lp("/"), label: t("propertyPage.home") },
            { to: lp("/projects"), label: t("projects.allProjects") },
          ]}
          current={p.name}
          currentLang={storedLang(p, "name")}
        />
        <Gallery title={p.name} imageIds={p.gallery.map((g) => g.imageId)} />
        <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex min-w-0 flex-col gap-12">
            <Summary project={p} />
            {p.description ? (
              <section aria-labelledby="project-overview">
                <h2 id="project-overview" className="text-xl font-bold text-ink">
                  {t("projects.overview")}
                </h2>
                <div lang={storedLang(p, "description")} className="mt-3 flex flex-col gap-3 text-neutral-800">
                  {p.description.split(/\n\s*\n/).map((para) => (
                    <p key={para}>{para}</p>
                  ))}
                </div>
              </section>
            ) : null}
            <Regulatory project={p} />
            <UnitTypes project={p} />
            <PaymentPlan project={p} today={today} />
            <PaymentCalculator project={p} fees={fees} today={today} values={values} />
            <AmenityList id="project-amenities" title={t("projects.amenities")} items={p.amenities} />
            <Pictures id="project-floor-plans" title={t("projects.floorPlans")} images={p.floorPlans} name={p.name} />
            <Pictures id="project-brochure" title={t("projects.brochure")} images={p.brochure} name={p.name} />
            <section aria-labelledby="project-location">
              <h2 id="project-location" className="mb-4 text-xl font-bold text-ink">
                {t("projects.location")}
              </h2>
              <OsmMap
                latitude={p.latitude}
                longitude={p.longitude}
                place={p.community.text}
                address={
                  <span lang={p.community.lang}>
                    {p.community.text}
                    {t("search.listSeparator")}
                    <span lang={p.emirate.lang}>{p.emirate.text}</span>
                  </span>
                }
              />
            </section>
            <section aria-labelledby="project-listings">
              <h2 id="project-listings" className="text-xl font-bold text-ink">
                {t("projects.listings")}
              </h2>
              {p.listings.length > 0 ? (
                <ul className="mt-6 grid gap-6 sm:grid-cols-2" data-project-listings>
                  {p.listings.map((l) => (
                    <li key={l.id} className="flex">
                      <PropertyCard property={l} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-neutral-700">{t("projects.noListings")}</p>
              )}
            </section>
          </div>
          <div className="flex flex-col gap-6">
            <div className="lg:sticky lg:top-24">
              <InquirySidebar inquireType="Project Enquiry" title={t("projects.enquire")} pageUrl={pageUrl} />
            </div>
          </div>
        </div>
      </div>
    </main>
  );
}

/** Where the page sits: links up to it, then the page itself. */
function Crumbs(props: { trail: { to: string; label: string }[]; current: string; currentLang?: string }) {
  return (
    <nav aria-label={t("propertyPage.breadcrumb")} className="mb-4 text-sm text-neutral-600">
      <ol className="flex flex-wrap items-center gap-1">
        {props.trail.map((c) => (
          <li key={c.to} className="inline-flex items-center gap-1">
            <Link to={c.to} className="inline-flex min-h-6 items-center hover:text-ink hover:underline">
              {c.label}
            </Link>
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </li>
        ))}
        <li aria-current="page" lang={props.currentLang} className="font-medium text-ink">
          {props.current}
        </li>
      </ol>
    </nav>
  );
}

function Fact(props: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="min-w-0" data-testid={props.testId}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{props.label}</dt>
      <dd className="mt-1 font-semibold text-ink">{props.children}</dd>
    </div>
  );
}

function Summary({ project: p }: { project: ProjectDetail }) {
  const percent = formatPercent(p.percentCompleted);
  return (
    <section aria-labelledby="project-title">
      <p className="inline-flex rounded-full bg-sand px-3 py-1 text-xs font-semibold uppercase tracking-wide text-gold-700">
        {t(`projectCard.status.${p.status}`)}
      </p>
      <h1
        id="project-title"
        lang={storedLang(p, "name")}
        className="mt-3 text-3xl font-extrabold tracking-tight text-ink md:text-4xl"
      >
        {p.name}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-neutral-700">
        <span className="inline-flex items-center gap-1.5">
          <Building2 aria-hidden className="size-4 text-gold-700" />
          <Link
            to={lp(`/developer-profile?id=${encodeURIComponent(p.developer.id)}`)}
            lang="en"
            className="font-semibold text-navy underline underline-offset-4"
            data-testid="project-developer"
          >
            {p.developer.name}
          </Link>
        </span>
        <span className="inline-flex items-center gap-1.5" lang={p.community.lang}>
          <MapPin aria-hidden className="size-4 text-gold-700" />
          {p.community.text}
          {t("search.listSeparator")}
          <span lang={p.emirate.lang}>{p.emirate.text}</span>
        </span>
      </p>
      <div className="mt-6 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-neutral-200">
        <dl className="grid grid-cols-1 gap-x-8 gap-y-4 min-[420px]:grid-cols-2 md:grid-cols-3">
          <Fact label={t("projects.handover")} testId="project-handover">
            <span className="inline-flex items-center gap-1.5">
              <CalendarRange aria-hidden className="size-4 text-gold-700" />
              {p.handoverDate ? quarterText(p.handoverDate) : t("projects.due.unknown")}
            </span>
          </Fact>
          <Fact label={t("projects.fromPrice")}>
            {p.fromPriceAed !== null ? (
              <span className="text-gold-700" data-amount-aed={p.fromPriceAed}>
                <Price amount={p.fromPriceAed} />
              </span>
            ) : (
              t("projectCard.priceOnRequest")
            )}
          </Fact>
          <Fact label={t("projects.field.plan")}>
            {p.plan ? (
              <bdi>
                {t(p.plan.postHandover ? "projectCard.postHandover" : "projectCard.plan", {
                  before: p.plan.before,
                  after: p.plan.after,
                })}
              </bdi>
            ) : (
              "—"
            )}
          </Fact>
        </dl>
        <div className="mt-5" data-testid="project-progress">
          <p className="text-xs font-semibold uppercase tracking-wide text-neutral-600" id="project-progress-label">
            {t("projects.progress")}
          </p>
          <div
            role="progressbar"
            aria-labelledby="project-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={p.percentCompleted}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-neutral-200"
          >
            <div className="h-full rounded-full bg-gold" style={{ width: `${p.percentCompleted}%` }} />
          </div>
          <p className="mt-2 text-sm text-neutral-700">
            {p.progressReportedAt
              ? t("projects.progressReported", {
                  percent,
                  date: formatLongDateIn(new Date(`${p.progressReportedAt}T00:00:00Z`), "UTC"),
                })
              : t("projects.progressUnknown")}
          </p>
        </div>
      </div>
    </section>
  );
}

/** RERA's off-plan advertising details: the project number and the escrow account, with its bank. */
function Regulatory({ project: p }: { project: ProjectDetail }) {
  if (!p.dldProjectNumber && !p.escrowAccountNumber) return null;
  const rows: [string, string][] = [
    ...(p.dldProjectNumber ? [[t("projects.dldNumber"), p.dldProjectNumber] as [string, string]] : []),
    ...(p.escrowAccountNumber ? [[t("projects.escrowAccount"), p.escrowAccountNumber] as [string, string]] : []),
    ...(p.escrowBank ? [[t("projects.escrowBank"), p.escrowBank] as [string, string]] : []),
  ];
  return (
    <section
      aria-labelledby="project-regulatory"
      data-testid="project-regulatory"
      className="rounded-[var(--radius-card)] bg-sand p-5 ring-1 ring-sand-200 sm:p-7"
    >
      <h2 id="project-regulatory" className="flex items-center gap-2 text-xl font-bold text-ink">
        <ShieldCheck aria-hidden className="size-5 text-gold-700" />
        {t("projects.regulatory")}
      </h2>
      {needsReraDetails(p) ? <p className="mt-2 text-sm text-neutral-700">{t("projects.regulatoryIntro")}</p> : null}
      <dl className="mt-4 grid grid-cols-1 gap-x-8 gap-y-4 min-[420px]:grid-cols-2 md:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{label}</dt>
            <dd className="mt-1 font-semibold tracking-wide text-ink tabular">
              <bdi lang="en">{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function UnitTypes({ project: p }: { project: ProjectDetail }) {
  const unit = useAreaUnit();
  if (p.unitTypes.length === 0) return null;
  const cell = "px-3 py-2.5";
  const range = (lo: number | null, hi: number | null, show: (n: number) => React.ReactNode) =>
    lo === null || hi === null ? (
      t("projects.noUnits")
    ) : lo === hi ? (
      show(lo)
    ) : (
      <>
        {show(lo)} – {show(hi)}
      </>
    );
  return (
    <section aria-labelledby="project-units">
      <h2 id="project-units" className="text-xl font-bold text-ink">
        {t("projects.unitTypes")}
      </h2>
      <div className="mt-4 overflow-x-auto rounded-[var(--radius-card)] ring-1 ring-neutral-200">
        <table className="stack-table w-full text-sm" data-testid="unit-types">
          <thead className="bg-sand text-xs uppercase tracking-wide text-neutral-700">
            <tr>
              <th scope="col" className={`${cell} text-start`}>
                {t("projects.unitType")}
              </th>
              <th scope="col" className={`${cell} text-start`}>
                {t("projects.size")}
              </th>
              <th scope="col" className={`${cell} text-start`}>
                {t("projects.price")}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {t("projects.units")}
              </th>
            </tr>
          </thead>
          <tbody>
            {p.unitTypes.map((u) => (
              <tr key={u.id} className="border-t border-neutral-100" data-unit-type={u.id}>
                <th
                  scope="row"
                  className={`${cell} text-start font-semibold text-ink`}
                  lang={storedLang(u, "typeName")}
                >
                  {unitTypeName(u)}
                </th>
                <td className={`${cell} tabular`} data-label={t("projects.size")}>
                  <bdi>{range(u.minSize, u.maxSize, (n) => areaText(n, unit))}</bdi>
                </td>
                <td
                  className={`${cell} tabular`}
                  data-label={t("projects.price")}
                  data-min-price={u.minPrice ?? ""}
                  data-max-price={u.maxPrice ?? ""}
                >
                  <bdi>
                    {range(u.minPrice, u.maxPrice, (n) => (
                      <Price amount={n} />
                    ))}
                  </bdi>
                </td>
                <td className={`${cell} tabular text-end`} data-label={t("projects.units")}>
                  {u.units}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-neutral-600">{t("projects.rangeNote")}</p>
    </section>
  );
}

function PaymentPlan({ project: p, today }: { project: ProjectDetail; today: string }) {
  if (p.paymentPlan.length === 0) return null;
  return (
    <section aria-labelledby="project-plan">
      <h2 id="project-plan" className="text-xl font-bold text-ink">
        {t("projects.plan")}
      </h2>
      <ol className="mt-4 flex flex-col gap-3" data-testid="payment-plan">
        {p.paymentPlan.map((m, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a plan's milestones are in a fixed order
            key={i}
            className="flex items-center gap-4 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-neutral-200"
            data-stage={m.stage}
          >
            <span className="tabular flex size-16 shrink-0 items-center justify-center rounded-full bg-navy text-lg font-bold text-white">
              <span dir="ltr">{formatPercent(m.percent)}</span>
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-ink" lang={m.label ? storedLang(m, "label") : undefined}>
                {m.label || t(`projects.stage.${m.stage}`)}
              </p>
              <p className="text-sm text-neutral-700">{milestoneWhen(m, p, today)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** When a milestone of the plan falls due, as the plan states it (not estimated). */
function milestoneWhen(m: ProjectDetail["paymentPlan"][number], p: ProjectDetail, today: string): string {
  if (m.stage === "post_handover" && m.monthsAfterHandover !== null)
    return t("projects.due.months", { count: m.monthsAfterHandover });
  if (m.stage === "construction" && m.dueConstructionPercent !== null)
    return t("projects.due.construction", { percent: formatPercent(m.dueConstructionPercent) });
  if (m.stage === "construction" && m.dueDate) return dueText({ kind: "date", date: m.dueDate }, m.stage, "");
  if (m.stage === "handover") return p.handoverDate ? quarterText(p.handoverDate) : t("projects.due.unknown");
  return dueText({ kind: "date", date: today }, m.stage, today);
}

function Pictures(props: { id: string; title: string; name: string; images: ProjectDetail["floorPlans"] }) {
  if (props.images.length === 0) return null;
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="flex items-center gap-2 text-xl font-bold text-ink">
        <FileText aria-hidden className="size-5 text-gold-700" />
        {props.title}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {props.images.map((img, i) => (
          <li key={img.imageId + String(i)}>
            <figure>
              <a
                href={`/media/${img.imageId}`}
                className="block overflow-hidden rounded-[var(--radius-card)] ring-1 ring-neutral-200"
              >
                <img
                  src={`/media/${img.imageId}?w=480`}
                  alt={img.caption || t("projects.photoAlt", { name: props.name, n: i + 1 })}
                  width={1200}
                  height={900}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full bg-white object-contain"
                />
              </a>
              {img.caption ? (
                <figcaption lang={storedLang(img, "caption")} className="mt-2 text-sm text-neutral-700">
                  {img.caption}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** schema.org: the development as a Residence, and its units on sale as an offer with its price range. */
function projectJsonLd(p: ProjectDetail, pageUrl: string): object {
  const residence = {
    "@context": "https://schema.org",
    "@type": "Residence",
    "@id": `${pageUrl}#residence`,
    name: p.name,
    url: pageUrl,
    description: p.description,
    image: p.gallery.slice(0, 3).map((g) => new URL(`/media/${g.imageId}`, pageUrl).href),
    address: {
      "@type": "PostalAddress",
      addressLocality: p.community.text,
      addressRegion: p.emirate.text,
      addressCountry: "AE",
    },
    geo: { "@type": "GeoCoordinates", latitude: p.latitude, longitude: p.longitude },
  };
  const prices = p.unitTypes.flatMap((u) => [u.minPrice, u.maxPrice]).filter((n): n is number => n !== null);
  if (prices.length === 0) return residence;
  return [
    residence,
    {
      "@context": "https://schema.org",
      "@type": "AggregateOffer",
      url: pageUrl,
      priceCurrency: "AED",
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: p.unitTypes.reduce((n, u) => n + u.units, 0),
      itemOffered: { "@id": `${pageUrl}#residence` },
      seller: { "@type": "Organization", name: p.developer.name },
    },
  ];
}

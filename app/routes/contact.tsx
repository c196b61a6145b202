import "../i18n/en-pages";
import type { ReactNode } from "react";
import { Building2, Mail, Phone } from "../components/ui/icons";
import { Ltr } from "../components/ui/ltr";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { InquirySidebar } from "../modules/enquiry/components/inquiry-sidebar";
import { OsmMap } from "../modules/property/components/osm-map";
import { getEnquiryListing } from "../modules/property/enquiry-listing.server";
import { absoluteUrl, seoMeta } from "../modules/site/seo";
import { getSiteSettings } from "../modules/site/settings.server";
import type { Route } from "./+types/contact";

/** The office in Business Bay, Dubai: where the map's pin goes. */
export const OFFICE_POSITION = { latitude: 25.1865, longitude: 55.2644 } as const;

/**
 * Opened from a listing (`?property=<id>`), the page shows that listing by its form, and the
 * enquiry stores the address with the id, which links it to the listing in the inbox.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const [settings, listing] = await Promise.all([
    getSiteSettings(db),
    getEnquiryListing(db, new URL(request.url).searchParams.get("property")),
  ]);
  return {
    phone: settings.phone,
    email: settings.email,
    officeAddress: settings.officeAddress,
    siteUrl,
    listing,
    pageUrl: listing ? absoluteUrl(lp(`/contact?property=${listing.id}`), siteUrl) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: `${t("contactPage.title")} — ${t("site.name")}`,
        description: t("contactPage.metaDescription"),
        path: "/contact",
        siteUrl: loaderData.siteUrl,
      })
    : [];

export default function Contact({ loaderData: s }: Route.ComponentProps) {
  return (
    <main className="pb-16">
      <div className="bg-sand">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-[0.12em] text-gold-700">{t("contactPage.eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">{t("contactPage.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-neutral-700">{t("contactPage.intro")}</p>
        </div>
      </div>
      <div className="container-page mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-10">
          {/* Three across only where each card is wide enough for the e-mail address on two lines at most. */}
          <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            <Card
              icon={<Building2 aria-hidden className="size-6" />}
              title={t("contactPage.office")}
              testId="office"
              className="sm:col-span-2 2xl:col-span-1"
            >
              <address lang="en" className="not-italic">
                {s.officeAddress}
              </address>
            </Card>
            <Card icon={<Phone aria-hidden className="size-6" />} title={t("contactPage.phone")} testId="phone">
              <a
                href={`tel:${s.phone.replace(/[^\d+]/g, "")}`}
                className="font-semibold text-navy underline-offset-2 hover:underline tabular"
              >
                <Ltr>{s.phone}</Ltr>
              </a>
              <span className="mt-1 block text-sm text-neutral-600">{t("contactPage.hours")}</span>
            </Card>
            <Card icon={<Mail aria-hidden className="size-6" />} title={t("contactPage.email")} testId="email">
              <a href={`mailto:${s.email}`} className="font-semibold text-navy underline-offset-2 hover:underline">
                <Ltr>
                  <EmailText email={s.email} />
                </Ltr>
              </a>
            </Card>
          </ul>
          <section aria-labelledby="find-us-title">
            <h2 id="find-us-title" className="mb-4 text-xl font-bold text-ink">
              {t("contactPage.findUs")}
            </h2>
            <OsmMap
              latitude={OFFICE_POSITION.latitude}
              longitude={OFFICE_POSITION.longitude}
              place={t("contactPage.mapPlace")}
              address={s.officeAddress}
              heightClass="h-80 md:h-96"
            />
          </section>
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <InquirySidebar inquireType="Contact Us" listing={s.listing} pageUrl={s.pageUrl} />
        </div>
      </div>
    </main>
  );
}

/** An e-mail address that may wrap after its "@" where it must, never inside a word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function Card(props: { icon: ReactNode; title: string; testId: string; className?: string; children: ReactNode }) {
  return (
    <li
      data-contact-card={props.testId}
      className={`flex flex-col gap-3 rounded-card bg-white p-6 shadow-soft ring-1 ring-neutral-200/70 ${props.className ?? ""}`}
    >
      <span className="grid size-12 place-items-center rounded-full bg-navy text-gold">{props.icon}</span>
      <h2 className="text-lg font-bold text-ink">{props.title}</h2>
      <div className="text-neutral-700">{props.children}</div>
    </li>
  );
}

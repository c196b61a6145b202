import "../i18n/en-pages";
import { data } from "react-router";
import { CircleAlert, CircleCheck } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { DomainError } from "../errors";
import type { FormReply } from "../forms";
import { formFailure, retryAfterHeaders } from "../forms.server";
import { lp, t } from "../i18n/i18n";
import { EnquiryForm } from "../modules/enquiry/components/enquiry-form";
import { EnquiryListingCard } from "../modules/enquiry/components/enquiry-listing";
import { submitEnquiryForm } from "../modules/enquiry/enquiry-form.server";
import { enquiryTypeLabel } from "../modules/enquiry/enquiry-type";
import { checkEnquiry } from "../modules/enquiry/form-rule";
import { ENQUIRY_TYPES, type EnquiryType } from "../modules/enquiry/schema";
import { getEnquiryListing } from "../modules/property/enquiry-listing.server";
import { absoluteUrl, pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/enquiry";

/**
 * /enquiry?type=…: the "Get Assistance" form as a page. Every EnquiryButton links here, so
 * the enquiry works before (or without) JavaScript; with JavaScript the same form posts
 * through React Router's Form.
 */

/** No type is a general enquiry; an unknown one is refused. */
function parseType(raw: string | null): EnquiryType | null {
  if (raw === null || raw.trim() === "") return "General";
  return (ENQUIRY_TYPES as readonly string[]).includes(raw) ? (raw as EnquiryType) : null;
}

/**
 * `address` when it is on this site (relative paths resolve against it), on the public site
 * address: the server may be reached by another name (an internal host, a proxy), but the
 * stored page address is the one visitors use.
 */
function onThisSite(address: unknown, request: Request, siteUrl: string): string | undefined {
  if (typeof address !== "string" || address === "") return undefined;
  const here = new URL(request.url).origin;
  if (!URL.canParse(address, here)) return undefined;
  const url = new URL(address, here);
  const site = URL.canParse(siteUrl) ? new URL(siteUrl).origin : here;
  if ((url.origin !== here && url.origin !== site) || (url.protocol !== "http:" && url.protocol !== "https:")) {
    return undefined;
  }
  return url.origin === site ? url.href : absoluteUrl(`${url.pathname}${url.search}`, siteUrl);
}

function isEnquiryPage(address: string): boolean {
  return new URL(address).pathname.replace(/\/+$/, "") === "/enquiry";
}

/** Where "back" leads after sending: the page the enquiry came from, else home. */
function backPath(address: string): string | null {
  if (!URL.canParse(address) || isEnquiryPage(address)) return null;
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const query = new URL(request.url).searchParams;
  const type = parseType(query.get("type"));
  // An enquiry about a listing (`&property=<id>`, the dialog's opener without JavaScript) shows
  // it and posts its page's address; any other comes from the page the visitor came from.
  const listing = await getEnquiryListing(db, query.get("property"));
  const referer = onThisSite(request.headers.get("referer"), request, siteUrl);
  const from = listing
    ? absoluteUrl(lp(`/property/${listing.id}`), siteUrl)
    : referer && !isEnquiryPage(referer)
      ? referer
      : "";
  return data({ type, from, listing }, { status: type ? 200 : 400 });
}

type FormVariant = "dialog" | "side";

export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, ip, siteUrl, user } = context.get(appContext);
  const type = parseType(new URL(request.url).searchParams.get("type"));
  const formData = await request.formData();
  // The side form posts here before hydration: its own rule and messages apply.
  const variant: FormVariant = formData.get("variant") === "side" ? "side" : "dialog";
  const inquireurl =
    onThisSite(formData.get("inquireurl"), request, siteUrl) ??
    onThisSite(request.headers.get("referer"), request, siteUrl) ??
    "/enquiry";
  const shape = { name: "enquiry page", failure: () => t("enquiry.failure") };
  if (!type) {
    const submission = checkEnquiry(formData, variant, "General", inquireurl);
    return formFailure(submission, new DomainError(400, t("enquiry.unknownType")), { ...shape, fields: [] });
  }
  const refused = await submitEnquiryForm(formData, {
    rule: variant,
    inquireType: type,
    inquireurl,
    services,
    ip,
    profileId: (await user())?.id,
    shape,
  });
  return refused ?? data({ sent: true as const, back: backPath(inquireurl) });
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: `${t("enquiry.title")} — ${t("site.name")}` },
  { name: "robots", content: "noindex" },
  ...pageAlternates({ location, matches }),
];

/** The page address a refused form posted (an absolute one: a site path is the form's own default). */
function postedPage(reply: FormReply | undefined): string | undefined {
  const posted = reply?.initialValue?.inquireurl;
  return typeof posted === "string" && !posted.startsWith("/") ? posted : undefined;
}

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, from, listing } = loaderData;
  const refused = actionData && !("sent" in actionData) ? actionData : undefined;
  return (
    <main className="bg-sand py-10 sm:py-16">
      <div className="container-page">
        <div className="mx-auto max-w-lg rounded-card bg-white p-5 shadow-soft sm:p-8">
          {actionData && "sent" in actionData ? (
            <Sent back={actionData.back} />
          ) : (
            <>
              {type ? (
                <p className="text-xs font-bold tracking-[0.12em] text-gold-700 uppercase">
                  <span className="sr-only">{t("enquiry.typeLabel")}: </span>
                  {enquiryTypeLabel(type)}
                </p>
              ) : null}
              <h1 className="mt-1 text-2xl font-extrabold sm:text-3xl">{t("enquiry.title")}</h1>
              {type ? (
                <>
                  <p className="mt-2 text-sm text-neutral-600">{t("enquiry.intro")}</p>
                  {listing ? (
                    <div className="mt-4">
                      <EnquiryListingCard listing={listing} link />
                    </div>
                  ) : null}
                  <div className="mt-6">
                    <EnquiryForm
                      inquireType={type}
                      variant={refused?.initialValue?.variant === "side" ? "side" : "dialog"}
                      action={lp(
                        `/enquiry?type=${encodeURIComponent(type)}${listing ? `&property=${listing.id}` : ""}`,
                      )}
                      pageUrl={postedPage(refused) ?? from}
                      lastResult={refused}
                    />
                  </div>
                </>
              ) : (
                <div className="mt-6">
                  <p role="alert" className="flex items-start gap-2 text-base font-medium text-error">
                    <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
                    {t("enquiry.unknownType")}
                  </p>
                  <Link
                    to={lp("/enquiry")}
                    className="mt-6 inline-flex h-12 items-center rounded-lg bg-navy px-6 font-bold text-white hover:bg-navy-700"
                  >
                    {t("enquiry.generalLink")}
                  </Link>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </main>
  );
}

function Sent({ back }: { back: string | null }) {
  return (
    <div role="status" className="text-center">
      <CircleCheck aria-hidden className="mx-auto size-12 text-success" />
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">{t("enquiry.success")}</h1>
      <p className="mt-2 text-neutral-600">{t("enquiry.successText")}</p>
      <Link
        to={lp(back ?? "/")}
        className="mt-8 inline-flex h-12 items-center rounded-lg bg-navy px-6 font-bold text-white hover:bg-navy-700"
      >
        {back ? t("enquiry.backToPage") : t("enquiry.backHome")}
      </Link>
    </div>
  );
}

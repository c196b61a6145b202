import "../../i18n/en-pages";
import { createHash } from "node:crypto";
import type { DbOrTx } from "../../../db/client";
import { t } from "../../i18n/i18n";
import { runInLanguage } from "../../i18n/language.server";
import { isLanguage, LANGUAGES, type Language, localePath } from "../../i18n/languages";
import { convert, formatPrice, type Rates } from "../currency/currency";
import type { JobSender } from "../jobs/jobs.server";
import { queueMail } from "../mail/mail.server";
import { issueDropToken, issueToken } from "./tokens.server";

/**
 * Alert e-mails: the double opt-in link, instant alerts and digests of a saved search, and price
 * drops of saved properties. Each is rendered in the subscriber's language and currency, as HTML
 * with inline styles (mail clients drop style sheets) and as text, and queued in the outbox under
 * a key naming the search, the listings and the kind, so the same alert is never queued twice.
 */

export type AlertMailConfig = {
  /** The public address of the site: every link and photo in a mail is absolute. */
  siteUrl: string;
  /** The queue that delivers the outbox; without it the mail waits for the sweep. */
  jobs?: JobSender;
};

export type SavedSearchToConfirm = { id: string; email: string; language: string; name: string };

/** A listing as an alert shows it: its price in AED when it matched. */
export type ListingForMail = {
  id: string;
  title: string;
  priceAed: number;
  purpose: "sale" | "rent";
  rentFrequency: "yearly" | "monthly" | "weekly" | "daily" | null;
  bedrooms: number | null;
  imageId: string | null;
  kind: "new" | "priceDrop";
};

/** The saved search an alert belongs to. */
export type SearchForMail = SavedSearchToConfirm & { currency: string; searchPath: string };

/** At most this many listings in one e-mail; a link leads to the rest. */
export const LISTINGS_PER_MAIL = 20;

/**
 * Queues the double opt-in e-mail of a saved search a visitor made with only an address: a
 * confirmation link (a single-purpose token), inside the caller's transaction.
 */
export async function queueConfirmationMail(
  tx: DbOrTx,
  search: SavedSearchToConfirm,
  config: AlertMailConfig,
): Promise<void> {
  const token = await issueToken(tx, search.id, "confirm");
  const lang = languageOf(search.language);
  const link = siteLink(config.siteUrl, lang, `/alerts/confirm?token=${token}`);
  const mail = runInLanguage(lang, () => {
    const name = { name: search.name };
    const paragraphs = [t("alerts.mail.confirmIntro", name), t("alerts.mail.confirmExpires")];
    return {
      subject: t("alerts.mail.confirmSubject", name),
      text: [...paragraphs, "", link, "", t("alerts.mail.confirmIgnore")].join("\n"),
      html: page(lang, [
        ...paragraphs.map((p) => paragraph(p)),
        button(link, t("alerts.mail.confirmButton")),
        small(t("alerts.mail.confirmIgnore")),
      ]),
    };
  });
  await queueMail(
    tx,
    { to: search.email, ...mail, dedupeKey: `confirm:${search.id}:${tokenDigest(token)}` },
    config.jobs,
  );
}

/**
 * Queues one alert of a saved search (instant or digest) listing `listings` (the newest first;
 * the first LISTINGS_PER_MAIL are shown, a link opens the search for the rest). Answers false
 * when the same alert was queued before.
 */
export async function queueSearchAlert(
  tx: DbOrTx,
  search: SearchForMail,
  listings: ListingForMail[],
  opts: AlertMailConfig & { rates: Rates; digest: boolean },
): Promise<boolean> {
  const lang = languageOf(search.language);
  const manage = siteLink(opts.siteUrl, lang, `/alerts/manage?token=${await issueToken(tx, search.id, "manage")}`);
  const unsubscribe = siteLink(
    opts.siteUrl,
    lang,
    `/alerts/unsubscribe?token=${await issueToken(tx, search.id, "unsubscribe")}`,
  );
  const mail = runInLanguage(lang, () => {
    const shown = listings.slice(0, LISTINGS_PER_MAIL);
    const more = listings.length > shown.length;
    const searchLink = siteLink(opts.siteUrl, lang, search.searchPath);
    const intro = t(opts.digest ? "alerts.mail.digestIntro" : "alerts.mail.newIntro", { name: search.name });
    const seeAll = t("alerts.mail.seeAll", { count: listings.length });
    const footer = { why: t("alerts.mail.why", { name: search.name, site: t("site.name") }), manage, unsubscribe };
    return {
      subject: t("alerts.mail.newSubject", { count: listings.length, name: search.name }),
      text: [
        intro,
        "",
        ...shown.map((l) => listingText(l, opts, lang, search.currency)),
        ...(more ? [`${seeAll}: ${searchLink}`, ""] : []),
        footerText(footer),
      ].join("\n"),
      html: page(lang, [
        paragraph(intro),
        ...shown.map((l) => listingHtml(l, opts, lang, search.currency)),
        more ? button(searchLink, seeAll) : "",
        footerHtml(footer),
      ]),
    };
  });
  const key = `alert:${search.id}:${opts.digest ? "digest" : "instant"}:${listingsDigest(listings)}`;
  return queueMail(
    tx,
    { to: search.email, ...mail, headers: unsubscribeHeaders(unsubscribe), dedupeKey: key },
    opts.jobs,
  );
}

export type OwnerForMail = { profileId: string; email: string; language: string; currency: string };

/**
 * Queues the e-mail telling an owner that saved properties became cheaper. It belongs to no
 * saved search: its one-click unsubscribe (a link and the RFC 8058 headers) carries a token of
 * the owner's and stops every price-drop e-mail (decision 057).
 */
export async function queueDropAlert(
  tx: DbOrTx,
  owner: OwnerForMail,
  listings: ListingForMail[],
  opts: AlertMailConfig & { rates: Rates },
): Promise<boolean> {
  const lang = languageOf(owner.language);
  const saved = siteLink(opts.siteUrl, lang, "/usre-profile1");
  const unsubscribe = siteLink(
    opts.siteUrl,
    lang,
    `/alerts/unsubscribe?token=${await issueDropToken(tx, owner.profileId)}`,
  );
  const mail = runInLanguage(lang, () => {
    const intro = t("alerts.mail.dropIntro");
    const shown = listings.slice(0, LISTINGS_PER_MAIL);
    const why = t("alerts.mail.dropWhy", { site: t("site.name") });
    return {
      subject: t("alerts.mail.dropSubject", { count: listings.length }),
      text: [
        intro,
        "",
        ...shown.map((l) => listingText(l, opts, lang, owner.currency)),
        "--",
        why,
        `${t("alerts.mail.savedProperties")}: ${saved}`,
        `${t("alerts.mail.unsubscribe")}: ${unsubscribe}`,
      ].join("\n"),
      html: page(lang, [
        paragraph(intro),
        ...shown.map((l) => listingHtml(l, opts, lang, owner.currency)),
        small(
          `${escapeHtml(why)}<br><a href="${escapeHtml(saved)}" style="${LINK}">${escapeHtml(t("alerts.mail.savedProperties"))}</a> · <a href="${escapeHtml(unsubscribe)}" style="${LINK}">${escapeHtml(t("alerts.mail.unsubscribe"))}</a>`,
          true,
        ),
      ]),
    };
  });
  const key = `drop:${owner.profileId}:${listingsDigest(listings)}`;
  return queueMail(
    tx,
    { to: owner.email, ...mail, headers: unsubscribeHeaders(unsubscribe), dedupeKey: key },
    opts.jobs,
  );
}

/** RFC 8058: a mail client may unsubscribe with one POST to the link, without a page. */
function unsubscribeHeaders(link: string): Record<string, string> {
  return { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

function languageOf(code: string): Language {
  return isLanguage(code) ? code : "en";
}

function siteLink(siteUrl: string, lang: Language, path: string): string {
  return new URL(localePath(lang, path), siteUrl).href;
}

/** The alert's listings and prices, short: a key that names them whatever their number. */
function listingsDigest(listings: ListingForMail[]): string {
  const parts = listings.map((l) => `${l.id}:${l.kind}:${l.priceAed}`).sort();
  return createHash("sha256").update(parts.join(",")).digest("base64url");
}

function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("base64url").slice(0, 16);
}

function priceText(l: ListingForMail, opts: { rates: Rates }, lang: Language, currency: string): string {
  const known = opts.rates[currency.toUpperCase()] && opts.rates.AED ? currency.toUpperCase() : "AED";
  const amount = convert(l.priceAed, "AED", known, opts.rates);
  const period = l.purpose === "rent" && l.rentFrequency ? t(PERIOD[l.rentFrequency]) : "";
  return `${formatPrice(amount, known, LANGUAGES[lang].locale)}${period}`;
}

const PERIOD = {
  yearly: "price.perYear",
  monthly: "price.perMonth",
  weekly: "price.perWeek",
  daily: "price.perDay",
} as const;

function bedsText(l: ListingForMail): string {
  if (l.bedrooms === null) return "";
  return l.bedrooms === 0 ? t("alerts.mail.studio") : t("alerts.mail.beds", { count: l.bedrooms });
}

function listingLink(l: ListingForMail, siteUrl: string, lang: Language): string {
  return siteLink(siteUrl, lang, `/property/${l.id}`);
}

function listingText(l: ListingForMail, opts: AlertMailConfig & { rates: Rates }, lang: Language, currency: string) {
  const facts = [priceText(l, opts, lang, currency), bedsText(l)].filter(Boolean).join(" · ");
  const badge = l.kind === "priceDrop" ? `${t("alerts.mail.priceDrop")}: ` : "";
  return `${badge}${l.title}\n${facts}\n${listingLink(l, opts.siteUrl, lang)}\n`;
}

// ---- HTML: tables and inline styles, the one layout every mail client renders alike.

const INK = "#0B1B2B";
const NAVY = "#12324F";
const GOLD = "#C8A45D";
const SAND = "#F5EFE6";
const FONT = "font-family:Arial,'Noto Sans Arabic','Noto Sans Devanagari',Helvetica,sans-serif";
const LINK = `color:${NAVY};text-decoration:underline`;

function page(lang: Language, blocks: string[]): string {
  const { dir } = LANGUAGES[lang];
  const align = dir === "rtl" ? "right" : "left";
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t("site.name"))}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:${SAND};${FONT};color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${SAND}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:12px;text-align:${align}">
<tr><td style="background:${NAVY};color:#ffffff;padding:20px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:bold">${escapeHtml(t("site.name"))}</td></tr>
<tr><td style="padding:24px">
${blocks.filter(Boolean).join("\n")}
</td></tr></table>
</td></tr></table>
</body></html>`;
}

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;
}

/** Small print; `html` when the caller has escaped it already. */
function small(content: string, html = false): string {
  return `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:#52606D">${html ? content : escapeHtml(content)}</p>`;
}

function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${GOLD};color:${INK};font-weight:bold;font-size:16px;padding:12px 24px;border-radius:999px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

function listingHtml(l: ListingForMail, opts: AlertMailConfig & { rates: Rates }, lang: Language, currency: string) {
  const href = escapeHtml(listingLink(l, opts.siteUrl, lang));
  const photo = l.imageId
    ? `<a href="${href}"><img src="${escapeHtml(new URL(`/media/${l.imageId}?w=640`, opts.siteUrl).href)}" width="552" alt="${escapeHtml(l.title)}" style="display:block;width:100%;max-width:552px;height:auto;border:0;border-radius:12px 12px 0 0"></a>`
    : "";
  const badge =
    l.kind === "priceDrop"
      ? `<span style="display:inline-block;background:${NAVY};color:#ffffff;font-size:12px;font-weight:bold;padding:2px 10px;border-radius:999px;margin-bottom:8px">${escapeHtml(t("alerts.mail.priceDrop"))}</span><br>`
      : "";
  const beds = bedsText(l);
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border:1px solid #E4E7EB;border-radius:12px">
<tr><td>${photo}</td></tr>
<tr><td style="padding:16px">${badge}<a href="${href}" style="color:${INK};font-size:18px;font-weight:bold;text-decoration:none">${escapeHtml(l.title)}</a>
<p style="margin:8px 0 0;font-size:18px;font-weight:bold;color:#8A6D2F"><bdi>${escapeHtml(priceText(l, opts, lang, currency))}</bdi></p>
${beds ? `<p style="margin:4px 0 0;font-size:14px;color:#52606D">${escapeHtml(beds)}</p>` : ""}
<p style="margin:12px 0 0"><a href="${href}" style="${LINK};font-size:14px">${escapeHtml(t("alerts.mail.view"))}</a></p></td></tr>
</table>`;
}

type Footer = { why: string; manage: string; unsubscribe: string };

function footerHtml(f: Footer): string {
  const links = `<a href="${escapeHtml(f.manage)}" style="${LINK}">${escapeHtml(t("alerts.mail.manage"))}</a> · <a href="${escapeHtml(f.unsubscribe)}" style="${LINK}">${escapeHtml(t("alerts.mail.unsubscribe"))}</a>`;
  return small(`${escapeHtml(f.why)}<br>${links}`, true);
}

function footerText(f: Footer): string {
  return [
    "--",
    f.why,
    `${t("alerts.mail.manage")}: ${f.manage}`,
    `${t("alerts.mail.unsubscribe")}: ${f.unsubscribe}`,
  ].join("\n");
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

import type { ReactNode } from "react";
import { ExternalLink, ShieldCheck } from "../../../components/ui/icons";
import { formatLongDateIn } from "../../../i18n/format";
import { t } from "../../../i18n/i18n";
import type { Regulatory } from "../detail.server";

type Facts = {
  referenceNumber: string;
  permitExpiry: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  agent: { brn: string } | null;
  agency: { orn: string } | null;
};

/**
 * What DLD requires on a Dubai advertisement (decision 013): the permit number with its QR code,
 * the agency's ORN, the broker's BRN, the reference and the dates. The QR code is an SVG image
 * the server draws for the permit (server/permit-qr.ts), kept by browsers for a day.
 */
export function RegulatoryInfo({
  regulatory,
  facts,
  extra,
}: {
  regulatory: Regulatory;
  facts: Facts;
  /** More rows beside the permit: an off-plan unit's project and escrow account (decision 062). */
  extra?: ReactNode;
}) {
  const day = (value: Date | string) => formatLongDateIn(new Date(value), "Asia/Dubai");
  const rows: [string, string, boolean][] = [
    [t("trust.permit"), regulatory.permitNumber, true],
    ...(facts.permitExpiry
      ? [
          [t("trust.permitExpiry"), formatLongDateIn(new Date(`${facts.permitExpiry}T00:00:00Z`), "UTC"), false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    ...(facts.agency ? [[t("trust.orn"), facts.agency.orn, true] as [string, string, boolean]] : []),
    ...(facts.agent ? [[t("trust.brn"), facts.agent.brn, true] as [string, string, boolean]] : []),
    ...(facts.referenceNumber
      ? [[t("trust.reference"), facts.referenceNumber, true] as [string, string, boolean]]
      : []),
    [t("trust.listed"), day(facts.createdAt), false],
    [t("trust.updated"), day(facts.updatedAt), false],
  ];
  return (
    <section
      aria-labelledby="regulatory-title"
      data-testid="regulatory"
      className="rounded-[var(--radius-card)] bg-sand p-5 ring-1 ring-sand-200 sm:p-7"
    >
      <h2 id="regulatory-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <ShieldCheck aria-hidden className="size-5 text-gold-700" />
        {t("trust.regulatory.title")}
      </h2>
      <div className="mt-5 grid gap-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <dl className="grid grid-cols-1 gap-x-8 gap-y-4 min-[420px]:grid-cols-2">
          {rows.map(([label, value, code]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{label}</dt>
              <dd className={`mt-1 font-semibold text-ink ${code ? "tabular tracking-wide" : ""}`}>
                {/* Registration numbers read left to right on every page. */}
                {/* Codes such as CHB-100043 are written in Latin letters in every language. */}
                {code ? <bdi lang="en">{value}</bdi> : value}
              </dd>
            </div>
          ))}
          {extra}
        </dl>
        <figure className="flex flex-col items-center gap-3 sm:w-44">
          <a
            href={regulatory.verifyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg bg-white p-2 shadow-[var(--shadow-soft)] ring-1 ring-neutral-200"
          >
            <img
              data-qr
              src={`/permit-qr/${regulatory.permitNumber}.svg`}
              alt={t("trust.qrLabel", { permit: regulatory.permitNumber })}
              width={148}
              height={148}
              loading="lazy"
              className="block"
            />
          </a>
          <figcaption className="text-center text-xs leading-relaxed text-neutral-700">
            {t("trust.regulatory.intro")}{" "}
            <a
              href={regulatory.verifyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-navy underline underline-offset-2"
            >
              {t("trust.verifyLink")}
              <ExternalLink aria-hidden className="size-3.5" />
            </a>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

import type { ReactNode } from "react";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { FormMessage, PRIMARY_SUBMIT } from "../../account/components/form-parts";

/** The one card the pages behind alert e-mails' links are made of. */
export function AlertCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="bg-sand py-10 sm:py-16">
      <div className="container-page">
        <div className="mx-auto max-w-xl rounded-card bg-white p-6 shadow-soft sm:p-10">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
          <div className="mt-6 flex flex-col gap-6">{children}</div>
        </div>
      </div>
    </main>
  );
}

/** A link that opens nothing: forged, of a deleted alert, or expired; one way on. */
export function LinkRefused({ title, reason }: { title: string; reason: "invalid" | "expired" }) {
  return (
    <AlertCard title={title}>
      <FormMessage tone="error">{t(reason === "expired" ? "alerts.page.expired" : "alerts.page.invalid")}</FormMessage>
      <Link to={lp("/")} className={`${PRIMARY_SUBMIT} self-start`}>
        {t("alerts.page.home")}
      </Link>
    </AlertCard>
  );
}

/** A token refused: 404 when it names nothing, 410 when it did but has expired. */
export function refusedStatus(reason: "invalid" | "expired"): number {
  return reason === "expired" ? 410 : 404;
}

/**
 * The pages hold a secret in their address: never stored by a cache, and no Referer to other
 * sites (`same-origin`, not `no-referrer`: a form posted with no-referrer carries `Origin: null`,
 * which the CSRF check refuses).
 */
export const PRIVATE_PAGE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

import { useState } from "react";
import { useHydrated } from "../../../components/hydration";
import { ArrowUpRight, Link2, Mail, MessageCircle } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";
import { useCurrency } from "../../currency/currency-context";

const LINK =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold text-ink ring-1 ring-neutral-300 transition-colors hover:bg-sand hover:ring-gold";

/**
 * Share a listing: the phone's share sheet where the browser has one, else WhatsApp, e-mail and
 * copy link. WhatsApp and e-mail are plain links (no JavaScript); the share sheet and copying need
 * it and appear once the page is interactive. The link shared is the page in the sharer's language
 * (its path) and display currency (`?currency=`), as the site reads both from the address.
 */
export function ShareLinks(props: { pageUrl: string; title: string }) {
  const hydrated = useHydrated();
  const { currency } = useCurrency();
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const url = `${props.pageUrl}?currency=${currency}`;
  const text = t("share.text", { title: props.title });
  const canShare = hydrated && typeof navigator !== "undefined" && typeof navigator.share === "function";
  const canCopy = hydrated && typeof navigator !== "undefined" && !!navigator.clipboard;
  return (
    <section aria-labelledby="share-title" className="flex flex-wrap items-center gap-2" data-testid="share">
      <h2 id="share-title" className="me-2 text-sm font-semibold text-neutral-700">
        {t("share.title")}
      </h2>
      {canShare ? (
        <button
          type="button"
          className={LINK}
          onClick={() => navigator.share({ title: props.title, text, url }).catch(() => undefined)}
          data-testid="share-native"
        >
          <ArrowUpRight aria-hidden className="size-4" />
          {t("share.native")}
        </button>
      ) : null}
      <a
        href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={LINK}
        data-testid="share-whatsapp"
      >
        <MessageCircle aria-hidden className="size-4" />
        {t("share.whatsapp")}
      </a>
      <a
        href={`mailto:?subject=${encodeURIComponent(props.title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`}
        className={LINK}
        data-testid="share-email"
      >
        <Mail aria-hidden className="size-4" />
        {t("share.email")}
      </a>
      {canCopy ? (
        <button
          type="button"
          className={LINK}
          data-testid="share-copy"
          data-url={url}
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => setCopied("yes"),
              () => setCopied("no"),
            )
          }
        >
          <Link2 aria-hidden className="size-4" />
          {t("share.copy")}
        </button>
      ) : null}
      <span role="status" className="text-sm font-semibold text-neutral-700">
        {copied === "yes" ? t("share.copied") : copied === "no" ? t("share.copyFailed") : ""}
      </span>
    </section>
  );
}

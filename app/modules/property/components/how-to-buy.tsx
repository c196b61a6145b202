import { Accordion } from "../../../components/ui/accordion";
import { CalendarCheck, Handshake, ListChecks, MessageSquareText } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, type MessageKey, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import type { FaqItem } from "../../faq/faq";

const STEPS: { icon: typeof Handshake; title: MessageKey; text: MessageKey }[] = [
  { icon: MessageSquareText, title: "propertyPage.step1Title", text: "propertyPage.step1Text" },
  { icon: Handshake, title: "propertyPage.step2Title", text: "propertyPage.step2Text" },
  { icon: ListChecks, title: "propertyPage.step3Title", text: "propertyPage.step3Text" },
  { icon: CalendarCheck, title: "propertyPage.step4Title", text: "propertyPage.step4Text" },
];

/** The four buying steps and the first questions of the FAQ. */
export function HowToBuy({ faqs }: { faqs: readonly FaqItem[] }) {
  return (
    <section aria-labelledby="how-to-buy-title" className="rounded-card bg-sand p-5 sm:p-8">
      <h2 id="how-to-buy-title" className="text-2xl font-bold text-ink">
        {t("propertyPage.howToBuy")}
      </h2>
      <p className="mt-2 text-neutral-700">{t("propertyPage.howToBuyText")}</p>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-4 rounded-card bg-white p-5 shadow-soft">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-navy text-white">
              <step.icon aria-hidden className="size-5" />
            </span>
            <div>
              <h3 className="font-bold text-ink">
                <span className="me-1 text-gold-700 tabular">{i + 1}.</span>
                {t(step.title)}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-neutral-700">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <h3 className="mt-10 text-xl font-bold text-ink">{t("propertyPage.faqTitle")}</h3>
      <Accordion
        className="mt-4"
        headingLevel={4}
        items={faqs.map((f) => ({
          id: f.id,
          title: <span lang={storedLang(f, "question")}>{f.question}</span>,
          content: <p lang={storedLang(f, "answer")}>{f.answer}</p>,
        }))}
      />
      <Link
        to={lp("/faq")}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-2 hover:text-ink"
      >
        {t("propertyPage.allFaqs")}
      </Link>
    </section>
  );
}

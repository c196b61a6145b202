import type { InEnglish } from "../../i18n/stored";

/**
 * One question of the FAQ page (the original front end's fields: id, question, answer), in the
 * page's language; `inEnglish` names what has no translation yet.
 */
export type FaqItem = { id: string; question: string; answer: string } & InEnglish;

/**
 * The FAQ for buyers, most of them abroad: the demo data's first FAQ (db/seed), edited in the
 * back office from then on; faq.{ar,hi,ru}.ts are its translations. The figures are the
 * original site's.
 */
export const FAQS: readonly FaqItem[] = [
  {
    id: "foreigners-buy",
    question: "Can foreigners buy property in Dubai?",
    answer:
      "Yes. Foreign nationals can buy freehold property in designated areas of Dubai, such as Dubai Marina, Downtown Dubai, Business Bay, Palm Jumeirah and Jumeirah Village Circle. You do not need to live in the UAE to buy, and the title deed is issued in your own name by the Dubai Land Department.",
  },
  {
    id: "buying-costs",
    question: "What are the costs of buying a property in Dubai?",
    answer:
      "Plan for about 7–8% on top of the price: the Dubai Land Department transfer fee of 4%, a registration fee of 0.25% (for a mortgage), an agency commission of 2%, and legal and conveyancing fees of 0.5–1%. Off-plan purchases bought directly from a developer usually carry no agency commission.",
  },
  {
    id: "transfer-fee",
    question: "Who pays the 4% transfer fee?",
    answer:
      "The 4% Dubai Land Department transfer fee is normally paid by the buyer when the property is transferred. Some developers waive all or part of it on off-plan launches, so ask for the full breakdown before you sign.",
  },
  {
    id: "mortgage-non-resident",
    question: "Can non-residents get a mortgage in Dubai?",
    answer:
      "Yes. Several UAE banks lend to non-residents. Expect a down payment of 25–30% of the price for non-residents (lower for UAE residents), proof of income, bank statements and a good credit history. The mortgage registration fee is 0.25% of the loan amount.",
  },
  {
    id: "rental-yield",
    question: "What rental yields can I expect?",
    answer:
      "Gross rental yields in Dubai are typically 5–7% a year, higher than in most global cities. Apartments in communities such as Jumeirah Village Circle, Dubai Sports City and International City often yield more; prime waterfront villas usually yield less but gain more in value.",
  },
  {
    id: "golden-visa",
    question: "Does buying property give me a UAE residence visa?",
    answer:
      "Buying property worth AED 2 million or more can qualify you for the 10-year Golden Visa, for you and your family. Smaller investments can qualify for a 2-year property investor visa. We can guide you through the application with our partners.",
  },
  {
    id: "property-tax",
    question: "Are there property or income taxes in Dubai?",
    answer:
      "There is no annual property tax and no personal income tax on rental income or capital gains in Dubai. Owners pay service charges to the building's owners' association, and tenants pay a housing fee through their utility bill.",
  },
  {
    id: "off-plan-vs-ready",
    question: "Should I buy off-plan or a ready property?",
    answer:
      "Off-plan property is bought from the developer before completion, usually with a payment plan spread over construction and sometimes after handover. A ready property can be rented out immediately. Off-plan payments are protected in a government-regulated escrow account.",
  },
  {
    id: "buying-steps",
    question: "What are the steps to buy a property?",
    answer:
      "Choose the property and agree the price, sign the sale agreement (Form F) and pay a 10% deposit, obtain the developer's no-objection certificate, then complete the transfer at a Dubai Land Department trustee office, where the title deed is issued the same day.",
  },
  {
    id: "buy-remotely",
    question: "Can I buy a property without visiting Dubai?",
    answer:
      "Yes. Viewings can be done by video tour, documents can be signed digitally or through a power of attorney, and payments can be made by international transfer. Many of our clients buy remotely and visit at handover.",
  },
  {
    id: "documents",
    question: "Which documents do I need to buy?",
    answer:
      "A valid passport is enough for a cash purchase. For a mortgage, banks also ask for proof of income, recent bank statements and, for non-residents, a credit report from your home country.",
  },
  {
    id: "agency-fees",
    question: "Do you charge a commission?",
    answer:
      "The standard agency commission in Dubai is 2% of the price on resale properties. No commission is charged for offer selection: we present the offers of our partner developers at no cost to you.",
  },
];

/** The items whose question or answer contains `query`, ignoring case; all of them for a blank query. */
export function filterFaqs(items: readonly FaqItem[], query: string): FaqItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return [...items];
  return items.filter(
    (item) => item.question.toLocaleLowerCase().includes(needle) || item.answer.toLocaleLowerCase().includes(needle),
  );
}

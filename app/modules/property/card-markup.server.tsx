import { renderToString } from "react-dom/server";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { LinksAheadOfRouter } from "../../components/ui/link";
import { currentLanguage } from "../../i18n/i18n";
import type { DisplayCurrency, Rates } from "../currency/currency";
import { CurrencyProvider } from "../currency/currency-context";
import { BriefMemo } from "../memo.server";
import type { PropertyCardData } from "./card";
import { CardLink } from "./components/property-card";

/** The cards this request's loaders list (PropertyCard renders their markup). */
const listed = createContext<PropertyCardData[] | null>(null);

/** Gives each request its list of listed cards (root middleware): loaders read the context, never set it. */
export const listedCards: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(listed, []);
  return next();
};

/** Cards a loader's page shows: the page then sends each as remembered markup (PropertyCard). */
export function listCards(context: Readonly<RouterContextProvider>, cards: readonly PropertyCardData[] = []): void {
  context.get(listed)?.push(...cards);
}

/**
 * How many cards' markup a process keeps. A card is about 2 KB of markup under a key of about
 * 0.7 KB, the same in every search that shows it, and rendering it is about 45 µs of React's
 * work: under varied searches about 11,000 listings make up what is shown (decision 004).
 */
const MARKUP_REMEMBERED = 6_000;
const remembered = new BriefMemo<string>(MARKUP_REMEMBERED);

/**
 * The markup of the cards this request listed, in the page's language and the visitor's
 * currency. It is remembered under all it shows (the card's fields, the language, the
 * currency and its rate), so a change to any of them is a new card, never a stale one.
 * Rendered before the page is, as a render of its own: React's renderer does not nest.
 */
export function cardMarkup(
  context: Readonly<RouterContextProvider>,
  view: { currency: DisplayCurrency; rates: Rates },
): Map<PropertyCardData, string> {
  const markup = new Map<PropertyCardData, string>();
  // The price is written from these rates, in the language's digits (convert, formatPrice).
  const written = `${currentLanguage()} ${view.currency} ${view.rates.AED} ${view.rates[view.currency]}\n`;
  for (const card of context.get(listed) ?? []) {
    // The text itself, not a digest: V8 hashes it faster than a digest is made, and exactly.
    const key = written + JSON.stringify(card);
    let html = remembered.get(key);
    if (html === undefined) {
      html = render(card, view);
      remembered.set(key, html);
    }
    markup.set(card, html);
  }
  return markup;
}

function render(card: PropertyCardData, view: { currency: DisplayCurrency; rates: Rates }): string {
  return flattened(
    renderToString(
      <CurrencyProvider initial={view.currency} rates={view.rates}>
        <LinksAheadOfRouter>
          <CardLink property={card} />
        </LinksAheadOfRouter>
      </CurrencyProvider>,
    ),
  );
}

/**
 * React's renderer builds its answer by appending each of its ~100 pieces, and V8 keeps such a
 * string as the chain of its pieces: 8.7 KB for a card of 1.1 K characters, against 1.2 KB
 * flat (measured with `gc()` over 6,000). Reading a character makes V8 flatten it in place
 * (a method call the bundler keeps, where it drops a `Number(text)` it deems pure).
 */
function flattened(text: string): string {
  text.charCodeAt(0);
  return text;
}

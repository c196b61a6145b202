import { createContext, useContext } from "react";
import type { PropertyCardData } from "../card";
import { PropertyCard } from "./property-card";

/**
 * On the server, the markup of the cards the page's loaders listed, rendered ahead and
 * remembered (card-markup.server.tsx). In the browser there is none: every card renders as
 * a component, and hydrates over the same HTML.
 */
export const CardMarkup = createContext<ReadonlyMap<PropertyCardData, string> | null>(null);

/** A card in a results grid. The first of a page is never markup: React preloads its photo as it renders it. */
export function CardCell({ card, priority }: { card: PropertyCardData; priority: boolean }) {
  const markup = useContext(CardMarkup)?.get(card);
  if (markup !== undefined && !priority) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of PropertyCard (card-markup.server.tsx)
    return <li className="flex" dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  return (
    <li className="flex">
      <PropertyCard property={card} priority={priority} />
    </li>
  );
}

/**
 * The languages the site's agents speak, in the order every filter offers them: the agents'
 * and agencies' directory and the listings' "agent speaks" filter share this one list, so a
 * choice offered in one is offered in the other and finds someone. Another code still works
 * typed into an address.
 */
export const SPOKEN_LANGUAGES = ["en", "ar", "hi", "ur", "ru", "fr"] as const;

/** The filter's choices: the list above, plus the address's own code when it is none of them. */
export function spokenLanguageChoices(current: string | undefined): string[] {
  const code = current?.trim().toLowerCase();
  return [...new Set<string>([...SPOKEN_LANGUAGES, ...(code ? [code] : [])])];
}

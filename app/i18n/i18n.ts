import { en, type MessageKey } from "./en";

export type { MessageKey };

/** Looks a message up and fills its {placeholders}. */
export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

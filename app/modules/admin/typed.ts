import type { FormReply } from "../../forms";

/**
 * What a refused back-office form had typed, read back from its reply, so the page the server
 * renders (without JavaScript too) shows it again. A reply leaves blank fields out: they read
 * as empty, never as the stored value.
 */
export type Typed = { text(name: string): string; list(name: string): string[]; has(name: string): boolean };

export function typedIn(reply: FormReply | null | undefined): Typed | undefined {
  const value = reply?.initialValue;
  if (!value) return undefined;
  const raw = (name: string): unknown => value[name];
  return {
    text: (name) => {
      const v = raw(name);
      return typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : "";
    },
    list: (name) => {
      const v = raw(name);
      return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : [];
    },
    has: (name) => raw(name) !== undefined,
  };
}

/** The intent a reply answers (the hidden `intent` field its form posted). */
export function replyIntent(reply: FormReply | null | undefined): string | undefined {
  const intent = reply?.initialValue?.intent;
  return typeof intent === "string" ? intent : undefined;
}

/** The profile pages' tabs; the spec's four, then saved properties and enquiries. */
export const PROFILE_TABS = ["general", "notifications", "contacts", "password", "saved", "enquiries"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** What a profile form's action answers: which form, whether it worked, and its messages. */
export type ProfileAnswer = {
  intent: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
};

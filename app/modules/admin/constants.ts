/** Values the back-office pages share between server and browser (this file imports nothing server-side). */

/** The enquiry types, for the inbox's filter: db/enums.ts also imports nothing, and routes may not reach db/. */
export { ENQUIRY_TYPES } from "../../../db/enums";

export const ROLES = ["customer", "editor", "admin"] as const;

/** Staff can change the site: their passwords are longer than a customer's. */
export const STAFF_PASSWORD_MIN = 12;

export const USERS_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 25;
export const ENQUIRIES_PAGE_SIZE = 25;
export const NOTE_MAX = 2000;

/** Everyone who works in the back office. */
export const STAFF = ["admin", "editor"] as const satisfies readonly (typeof ROLES)[number][];
/** User management and other admin-only pages. */
export const ADMIN_ONLY = ["admin"] as const satisfies readonly (typeof ROLES)[number][];

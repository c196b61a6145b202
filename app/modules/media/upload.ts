/** Upload limits shared by the server and the forms (this file imports nothing server-side). */

/** Each uploaded file may be at most this large. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;
/** At most this many files in one save. */
export const UPLOAD_MAX_FILES = 12;
/** A whole multipart request: every file at its largest plus the form's text. */
export const UPLOAD_MAX_REQUEST_BYTES = UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 1024 * 1024;
/** WebP renditions stored next to each upload (only those narrower than the original). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** What the file pickers offer; the server checks the bytes, not this list. */
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

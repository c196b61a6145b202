/** Rows of the back office's project list (shared by its page and its query). */
export const ADMIN_PROJECTS_PAGE_SIZE = 25;

/** The largest DLD projects file the back office takes (the registry's whole list is a few MB). */
export const DLD_PROJECTS_UPLOAD_MAX_MB = 20;
export const DLD_PROJECTS_UPLOAD_MAX_BYTES = DLD_PROJECTS_UPLOAD_MAX_MB * 1024 * 1024;

/** Rows of the back office's project list (shared by its page and its query). */
export const ADMIN_PROJECTS_PAGE_SIZE = 25;

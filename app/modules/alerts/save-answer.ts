/** What saving a search answers the page: what to tell the visitor, or the fields at fault. */
export type SaveAnswer =
  | { ok: true; message: string; search: string }
  | { ok: false; message: string; errors: Record<string, string>; search: string };

import type { DbOrTx } from "../../../db/client";

// Alert e-mails (issue 55). The sending helper fills this in; saving a search calls it.

export type SavedSearchToConfirm = { id: string; email: string; language: string; name: string };

/**
 * Queues the double opt-in e-mail of a saved search a visitor made with only an address: a
 * confirmation link (a single-purpose token), inside the caller's transaction.
 */
export async function queueConfirmationMail(_tx: DbOrTx, _search: SavedSearchToConfirm): Promise<void> {
  throw new Error("not built yet");
}

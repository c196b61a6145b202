import { readFileSync } from "node:fs";
import path from "node:path";

/** db/data/common-passwords.txt: shipped with the project, read once on first use. */
const LIST_FILE = path.resolve(process.cwd(), "db/data/common-passwords.txt");

let list: Set<string> | undefined;

function load(): Set<string> {
  const lines = readFileSync(LIST_FILE, "utf8").split("\n");
  return new Set(lines.map((line) => line.trim().toLowerCase()).filter((line) => line !== "" && !line.startsWith("#")));
}

/** True for a password on the list of common passwords (compared without case). */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.trim().toLowerCase());
}

/** How many passwords the list holds (for tests and start-up checks). */
export function commonPasswordCount(): number {
  list ??= load();
  return list.size;
}

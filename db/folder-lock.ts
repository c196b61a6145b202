import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Folders this process holds: a second open here would be a second writer too. */
const heldHere = new Set<string>();

/**
 * Takes an embedded database folder for this process, or refuses with a message naming the
 * process that has it. PGlite notices no other process in its folder, and two writers corrupt
 * its write-ahead log ("xlog flush request … is not satisfied"; decision 026). The lock is a file
 * beside the folder (PGlite's own files stay alone in it) holding the owner's pid; one left by
 * a process that has ended is taken over. Answers the release.
 */
export function lockFolder(folder: string): () => void {
  const lockFile = `${path.resolve(folder)}.lock`;
  if (heldHere.has(lockFile)) throw new FolderInUseError(folder, lockFile, process.pid);
  if (!tryCreate(lockFile)) {
    const holder = holderOf(lockFile);
    // Our own pid on a file we do not hold is a lock from before a restart (a container's pid 1).
    if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
      throw new FolderInUseError(folder, lockFile, holder);
    }
    rmSync(lockFile, { force: true });
    // Another process may take the stale lock between the two steps: then it is theirs.
    if (!tryCreate(lockFile)) throw new FolderInUseError(folder, lockFile, holderOf(lockFile));
  }
  heldHere.add(lockFile);
  return () => {
    if (!heldHere.delete(lockFile)) return;
    if (holderOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}

/**
 * Writes beside the lock the address at which this process serves the folder's database
 * (db/pglite-server.ts), so a command-line tool finds the running site and connects there
 * instead of opening the folder a second time (decision 052).
 */
export function advertiseServer(folder: string, url: string): void {
  const lockFile = `${path.resolve(folder)}.lock`;
  if (!heldHere.has(lockFile)) throw new Error(`${folder} is not open in this process`);
  writeFileSync(lockFile, `${process.pid}\n${url}\n`);
}

/** The address a live process serves the folder's database at, if one does. */
export function servedAddress(folder: string): string | undefined {
  const lockFile = `${path.resolve(folder)}.lock`;
  const [pid, url] = readLock(lockFile);
  return pid !== undefined && pid !== process.pid && isRunning(pid) ? url : undefined;
}

export class FolderInUseError extends Error {
  constructor(folder: string, lockFile: string, holder: number | undefined) {
    super(
      `the embedded database ${folder} is open in process ${holder ?? "(unknown)"}: stop that process first ` +
        `(two processes writing one folder corrupt it). If no such process runs, remove ${lockFile}.`,
    );
    this.name = "FolderInUseError";
  }
}

function tryCreate(lockFile: string): boolean {
  try {
    writeFileSync(lockFile, `${process.pid}\n`, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function holderOf(lockFile: string): number | undefined {
  return readLock(lockFile)[0];
}

/** The holder's pid (first line) and the address it serves the database at (second line, if any). */
function readLock(lockFile: string): [number | undefined, string | undefined] {
  try {
    const [first, second] = readFileSync(lockFile, "utf8").split("\n");
    const pid = Number(first?.trim());
    return [Number.isInteger(pid) && pid > 0 ? pid : undefined, second?.trim() || undefined];
  } catch {
    return [undefined, undefined];
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

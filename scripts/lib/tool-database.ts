import { type Database, openDatabase } from "../../db/client";
import { type Env, parseEnv } from "../../server/env";

/**
 * The database a command-line tool works on: the one the environment names (DATABASE_URL, or
 * PGlite in DATA_DIR), migrated. While the site runs on that PGlite folder, the tool reaches it
 * through the socket the site serves it on, never opening the folder twice (decision 052). A
 * bad environment stops the tool with a message that names the variable. Answers the parsed
 * environment too, for the tool's other settings.
 */
export async function openToolDatabase(
  opts: { source?: NodeJS.ProcessEnv; poolSize?: number } = {},
): Promise<{ env: Env; database: Database }> {
  const env = parseEnv(opts.source ?? process.env, { tool: true });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: opts.poolSize,
    besideRunningSite: true,
  });
  return { env, database };
}

import pg from "pg";

/**
 * A new PostgreSQL database next to the one `baseUrl` names, for a test or a benchmark run:
 * empty, or a copy of `template`; `drop()` removes it even if connections are still open.
 */
export async function createScratchDatabase(
  baseUrl: string,
  prefix = "t",
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(baseUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`) };
}

async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

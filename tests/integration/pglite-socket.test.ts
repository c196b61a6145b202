import { once } from "node:events";
import { existsSync, statSync } from "node:fs";
import { connect, createConnection, type Socket } from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { parse, serialize } from "pg-protocol";
import type { BackendMessage } from "pg-protocol/dist/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePglite } from "../../db/pglite-server";

// The app's workers share the embedded database through one socket server. A `pg` query with
// parameters is several wire messages (Parse, Bind, Describe, Execute, Sync), and a large one
// reaches the server in several reads: another connection's query must not run in between, or
// the first query's parameters are bound to the second one's statement.
describe("the embedded database served to several processes", () => {
  let pglite: PGlite;
  let served: Awaited<ReturnType<typeof servePglite>>;

  beforeAll(async () => {
    pglite = new PGlite();
    served = await servePglite(pglite);
  });
  afterAll(async () => {
    await served.close();
    await pglite.close();
  });

  /** A raw wire-protocol connection, so the test decides where a query's messages are split. */
  async function rawConnection() {
    const socket: Socket = connect(served.socket);
    await once(socket, "connect");
    const messages: BackendMessage[] = [];
    let waiting: (() => void) | undefined;
    void parse(socket, (message) => {
      messages.push(message);
      if (message.name === "readyForQuery") waiting?.();
    });
    const ready = () => new Promise<void>((resolve) => (waiting = resolve));
    const started = ready();
    socket.write(serialize.startup({ user: "postgres", database: "postgres" }));
    await started;
    messages.length = 0;
    return { socket, messages, ready };
  }

  const rest = (values: string[]) =>
    Buffer.concat([
      serialize.bind({ values }),
      serialize.describe({ type: "P" }),
      serialize.execute(),
      serialize.sync(),
    ]);
  const rows = (messages: BackendMessage[]) =>
    messages.flatMap((m) => (m.name === "dataRow" ? [(m as unknown as { fields: string[] }).fields[0]] : []));
  const errors = (messages: BackendMessage[]) => messages.filter((m) => m.name === "error").map((m) => String(m));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("runs a query split across reads with its own statement, not one another connection parsed meanwhile", async () => {
    const a = await rawConnection();
    const b = await rawConnection();
    const aDone = a.ready();
    const bDone = b.ready();
    a.socket.write(serialize.parse({ text: "select $1::int + 1 as v" }));
    await pause(50);
    b.socket.write(Buffer.concat([serialize.parse({ text: "select upper($1::text) as v" }), rest(["abc"])]));
    await pause(50);
    a.socket.write(rest(["41"]));
    await Promise.all([aDone, bDone]);
    expect(errors(a.messages)).toEqual([]);
    expect(rows(a.messages)).toEqual(["42"]);
    expect(rows(b.messages)).toEqual(["ABC"]);
    a.socket.destroy();
    b.socket.destroy();
  });

  it("lets the others go on when a connection closes halfway through a query", async () => {
    const a = await rawConnection();
    a.socket.write(serialize.parse({ text: "select $1::int as v" }));
    await pause(50);
    a.socket.destroy();
    const pool = new pg.Pool({ connectionString: served.url, max: 2 });
    const answers = await Promise.all([1, 2, 3].map((n) => pool.query("select $1::int * 2 as v", [n])));
    expect(answers.map((r) => r.rows[0].v)).toEqual([2, 4, 6]);
    await pool.end();
  });

  it("listens only on a Unix socket in a folder no other user can open, and removes it on close", async () => {
    const own = new PGlite();
    const server = await servePglite(own);
    const folder = path.dirname(server.socket);
    // The database takes no password: no other local user may reach it, over TCP or the folder.
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(server.socket).isSocket()).toBe(true);
    expect(new URL(server.url).port).toBe("");
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    expect((await client.query("select 6 * 7 as v")).rows[0].v).toBe(42);
    await client.end();
    await server.close();
    await own.close();
    expect(existsSync(folder)).toBe(false);
    const refused = createConnection(server.socket);
    await expect(once(refused, "connect")).rejects.toThrow(/ENOENT/);
  });

  it("shuts down without an unhandled error when the database closes before a dropped connection is noticed", async () => {
    // The app's primary closes the database right after its workers exit; their connections'
    // close events may come later, and the server then cleans up after them.
    const own = new PGlite();
    const server = await servePglite(own);
    const socket = connect(server.socket);
    await once(socket, "connect");
    const started = new Promise<void>((resolve) => parse(socket, (m) => m.name === "readyForQuery" && resolve()));
    socket.write(serialize.startup({ user: "postgres", database: "postgres" }));
    await started;
    socket.write(serialize.parse({ text: "select $1::int as v" }));
    await pause(50);
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", note);
    socket.destroy();
    await own.close();
    await server.close();
    await pause(200);
    process.off("unhandledRejection", note);
    expect(unhandled.map(String)).toEqual([]);
  });

  it("answers many parallel queries of different shapes from two pools, each with its own parameters", async () => {
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: served.url, max: 4 }));
    const big = "x".repeat(200_000);
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        i % 2
          ? (pools[0] as pg.Pool)
              .query("select length($1::text) + $2::int as v", [big, i])
              .then((r) => [r.rows[0].v, 200_000 + i])
          : (pools[1] as pg.Pool)
              .query("select $1::uuid::text as v", [`00000000-0000-4000-8000-${String(i).padStart(12, "0")}`])
              .then((r) => [r.rows[0].v, `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`]),
      ),
    );
    for (const [got, want] of results) expect(got).toEqual(want);
    await Promise.all(pools.map((pool) => pool.end()));
  });

  it("lets every connection use a named statement another connection prepared, planned once for all", async () => {
    const clients = [0, 1, 2].map(() => new pg.Client({ connectionString: served.url }));
    await Promise.all(clients.map((client) => client.connect()));
    const named = (client: pg.Client, n: number) =>
      client.query({ name: "double_it", text: "select $1::int * 2 as v", values: [n] }).then((r) => r.rows[0].v);
    // Each `pg` connection sends its own Parse of the name the first time; PGlite has one session.
    expect(await Promise.all(clients.map((client, i) => named(client, i + 1)))).toEqual([2, 4, 6]);
    expect(await Promise.all(clients.map((client, i) => named(client, i + 10)))).toEqual([20, 22, 24]);
    const held = await clients[0]?.query(
      "select count(*)::int as n from pg_prepared_statements where name = 'double_it'",
    );
    expect(held?.rows[0].n).toBe(1);
    // The same name for another text is still refused, as PostgreSQL does.
    const other = new pg.Client({ connectionString: served.url });
    await other.connect();
    await expect(other.query({ name: "double_it", text: "select $1::int * 3 as v", values: [1] })).rejects.toThrow(
      /already exists/,
    );
    // A failed Parse does not make its name usable.
    await expect(other.query({ name: "broken_one", text: "select nonsense from", values: [] })).rejects.toThrow(
      /syntax/,
    );
    await expect(clients[1]?.query({ name: "broken_one", text: "select 1 as v" })).resolves.toMatchObject({
      rows: [{ v: 1 }],
    });
    await Promise.all([...clients, other].map((client) => client.end()));
  });

  it("keeps a shared statement when one connection closes it", async () => {
    const a = await rawConnection();
    const b = await rawConnection();
    const shared = { name: "kept_for_all", text: "select $1::int + 100 as v" };
    const aParsed = a.ready();
    a.socket.write(Buffer.concat([serialize.parse(shared), serialize.sync()]));
    await aParsed;
    const aClosed = a.ready();
    a.socket.write(Buffer.concat([serialize.close({ type: "S", name: shared.name }), serialize.sync()]));
    await aClosed;
    expect(errors(a.messages)).toEqual([]);
    const bDone = b.ready();
    b.socket.write(
      Buffer.concat([
        serialize.bind({ statement: shared.name, values: ["1"] }),
        serialize.describe({ type: "P" }),
        serialize.execute(),
        serialize.sync(),
      ]),
    );
    await bDone;
    expect(errors(b.messages)).toEqual([]);
    expect(rows(b.messages)).toEqual(["101"]);
    a.socket.destroy();
    b.socket.destroy();
  });
});

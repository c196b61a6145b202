/**
 * Issue 16, item 4: a counted list says "1 post", not "1 posts", and takes the form each
 * language's grammar asks for (Arabic's one and two, Russian's one and few), over a real
 * HTTP server on the built bundle and a fresh demo database.
 */

import { existsSync } from "node:fs";
import { and, eq, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_GROUP_ID } from "../../db/ids";
import { blogs } from "../../db/schema";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const BUILT = existsSync(`${process.env.BUILD_DIR || "build"}/server/index.js`);

/** The list's count line: the text of the span that holds the result count. */
const countLine = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .match(/<p class="mb-6 flex[^"]*"[^>]*>[\s\S]*?<span class="tabular">([^<]*)<\/span>/)?.[1]
    ?.trim();

describe.each(databases())("counted post lists on %s", (database) => {
  let server: TestServer;
  const count = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    return countLine(await res.text());
  };

  /** Keeps `n` posts of a group and deletes the others. */
  async function keepPosts(group: string, n: number) {
    const kept = await server.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.groupId, group)).limit(n);
    expect(kept).toHaveLength(n);
    const ids = kept.map((row) => row.id);
    await server.db.delete(blogs).where(and(eq(blogs.groupId, group), notInArray(blogs.id, ids)));
  }

  beforeAll(async () => {
    if (!BUILT) throw new Error("build the site first (npm run build, or BUILD_DIR=...)");
    server = await startTestServer({ database, demo: true });
    await keepPosts(CONTENT_GROUP_ID.news, 1);
    await keepPosts(CONTENT_GROUP_ID.articles, 2);
    server.forgetRemembered();
  });
  afterAll(() => server?.close());

  it("says 1 post and 2 posts in English", async () => {
    expect(await count("/news")).toBe("1 post");
    expect(await count("/articals")).toBe("2 posts");
  });

  it("uses the Arabic singular and dual", async () => {
    expect(await count("/ar/news")).toBe("منشور واحد");
    expect(await count("/ar/articals")).toBe("منشوران");
  });

  it("uses the Russian one and few forms", async () => {
    expect(await count("/ru/news")).toBe("1 публикация");
    expect(await count("/ru/articals")).toBe("2 публикации");
  });

  it("uses the Hindi forms", async () => {
    expect(await count("/hi/news")).toBe("1 पोस्ट");
    expect(await count("/hi/articals")).toBe("2 पोस्ट");
  });
});

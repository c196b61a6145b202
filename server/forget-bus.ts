import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { forgetRemembered, onPublicWrite } from "../app/modules/memo.server";
import type { Db } from "../db/client";

/**
 * Every process that serves the site remembers answers and pages for a few seconds. When
 * one of them writes public data, the others must forget too, at once:
 * - with REDIS_URL, through a Redis channel, so every process of every machine hears it;
 * - otherwise, between the workers of one machine (node:cluster), through the primary.
 */
export type ForgetBus = { close(): Promise<void> };

const CHANNEL = "marketplace:forget";
export const FORGET_MESSAGE = "marketplace:forget";

export function startForgetBus(db: Db, opts: { redisUrl?: string }): ForgetBus {
  return opts.redisUrl ? redisBus(db, opts.redisUrl) : clusterBus(db);
}

function redisBus(db: Db, url: string): ForgetBus {
  const me = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  subscriber.subscribe(CHANNEL).catch((error: unknown) => console.error("forget bus: could not subscribe", error));
  subscriber.on("message", (_channel: string, from: string) => {
    if (from !== me) forgetRemembered(db);
  });
  const stop = onPublicWrite(db, () => {
    publisher.publish(CHANNEL, me).catch((error: unknown) => console.error("forget bus: could not publish", error));
  });
  return {
    async close() {
      stop();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

function clusterBus(db: Db): ForgetBus {
  if (!cluster.isWorker || !process.send) return { close: async () => {} };
  const onMessage = (message: unknown) => {
    if (message === FORGET_MESSAGE) forgetRemembered(db);
  };
  process.on("message", onMessage);
  const stop = onPublicWrite(db, () => process.send?.(FORGET_MESSAGE));
  return {
    async close() {
      stop();
      process.off("message", onMessage);
    },
  };
}

/** In the primary: a worker's forget goes to every other worker. */
export function relayForgets(): void {
  cluster.on("message", (from, message) => {
    if (message !== FORGET_MESSAGE) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from) worker.send(FORGET_MESSAGE);
    }
  });
}

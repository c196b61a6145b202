import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { ENQUIRY_TYPES } from "../../../db/enums";
import { one } from "../../../db/one";
import { agents, enquiries, enquiryEvents, properties } from "../../../db/schema";
import { type Actor, recordAudit } from "../admin/audit.server";
import { ENQUIRIES_PAGE_SIZE } from "../admin/constants";
import { likePattern, pageParam, textParam } from "../admin/text";

import { ENQUIRY_STATUSES, type EnquiryStatus } from "./enquiry-update";

export type EnquiryFilters = {
  q: string;
  type: string;
  status: string;
  from: string;
  to: string;
  /** An agent's queue (decision 012): the enquiries sent from that agent's listings. */
  agent: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string): boolean {
  return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The inbox filters from the URL; unknown values are dropped, bad dates reported. */
export function parseEnquiryFilters(search: URLSearchParams): { filters: EnquiryFilters; dateError: boolean } {
  const get = (name: string) => textParam(search.get(name));
  const type = get("type");
  const status = get("status");
  const from = get("from");
  const to = get("to");
  const dateError = (from !== "" && !validDay(from)) || (to !== "" && !validDay(to));
  return {
    filters: {
      q: get("q"),
      type: (ENQUIRY_TYPES as readonly string[]).includes(type) ? type : "",
      status: (ENQUIRY_STATUSES as readonly string[]).includes(status) ? status : "",
      from: validDay(from) ? from : "",
      to: validDay(to) ? to : "",
      agent: z.guid().safeParse(get("agent")).success ? get("agent") : "",
      page: pageParam(search.get("page")),
    },
    dateError,
  };
}

/** Dates are office days in Dubai (UTC+4, no daylight saving). */
function where(f: EnquiryFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.q) {
    const pattern = likePattern(f.q);
    const digits = f.q.replace(/[^\d+]/g, "");
    parts.push(
      or(
        ilike(enquiries.fullName, pattern),
        ilike(enquiries.email, pattern),
        ilike(enquiries.phone, pattern),
        digits.length >= 3 ? ilike(enquiries.phone, likePattern(digits)) : undefined,
      ),
    );
  }
  if (f.type) parts.push(eq(enquiries.inquireType, f.type as (typeof ENQUIRY_TYPES)[number]));
  if (f.status) parts.push(eq(enquiries.status, f.status as EnquiryStatus));
  if (f.agent) parts.push(eq(enquiries.agentId, f.agent));
  if (f.from) parts.push(gte(enquiries.createdAt, new Date(`${f.from}T00:00:00+04:00`)));
  if (f.to) parts.push(lt(enquiries.createdAt, new Date(new Date(`${f.to}T00:00:00+04:00`).getTime() + 86_400_000)));
  return and(...parts);
}

const listColumns = {
  id: enquiries.id,
  fullName: enquiries.fullName,
  email: enquiries.email,
  phone: enquiries.phone,
  inquireType: enquiries.inquireType,
  status: enquiries.status,
  message: enquiries.message,
  pageUrl: enquiries.pageUrl,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
  agentId: enquiries.agentId,
  agentName: agents.name,
  firstResponseAt: enquiries.firstResponseAt,
};

export async function listEnquiries(db: Db, f: EnquiryFilters) {
  const condition = where(f);
  const [rows, counted] = await Promise.all([
    db
      // The listing each enquiry is about, so the inbox names it without opening the enquiry.
      .select({ ...listColumns, propertyId: enquiries.propertyId, propertyTitle: properties.title })
      .from(enquiries)
      .leftJoin(agents, eq(agents.id, enquiries.agentId))
      .leftJoin(properties, eq(properties.id, enquiries.propertyId))
      .where(condition)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(ENQUIRIES_PAGE_SIZE)
      .offset((f.page - 1) * ENQUIRIES_PAGE_SIZE),
    db.select({ total: count() }).from(enquiries).where(condition),
  ]);
  const { total } = one(counted, "enquiries count");
  return { rows, total };
}

export async function getEnquiry(db: Db, id: string) {
  if (!z.guid().safeParse(id).success) return null;
  const [row] = await db
    .select({ ...listColumns, propertyId: enquiries.propertyId, propertyTitle: properties.title })
    .from(enquiries)
    .leftJoin(properties, eq(properties.id, enquiries.propertyId))
    .leftJoin(agents, eq(agents.id, enquiries.agentId))
    .where(eq(enquiries.id, id));
  if (!row) return null;
  const events = await db
    .select({
      id: enquiryEvents.id,
      actorEmail: enquiryEvents.actorEmail,
      fromStatus: enquiryEvents.fromStatus,
      toStatus: enquiryEvents.toStatus,
      note: enquiryEvents.note,
      createdAt: enquiryEvents.createdAt,
    })
    .from(enquiryEvents)
    .where(eq(enquiryEvents.enquiryId, id))
    .orderBy(desc(enquiryEvents.createdAt), desc(enquiryEvents.id));
  return { ...row, events };
}

/**
 * Changes the status and/or adds a note: one event row (who, from, to, note, when) and an
 * audit row, in one transaction. "unchanged" when the status is the same and there is no note.
 */
export async function updateEnquiry(
  db: Db,
  id: string,
  input: { status: EnquiryStatus; note: string },
  actor: Actor,
): Promise<"saved" | "unchanged" | "missing"> {
  if (!z.guid().safeParse(id).success) return "missing";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: enquiries.status, firstResponseAt: enquiries.firstResponseAt })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for("update");
    if (!row) return "missing";
    const statusChanged = row.status !== input.status;
    if (!statusChanged && !input.note) return "unchanged";
    // The first reply or status change is the agent's response time: set once, never moved.
    const firstResponse = row.firstResponseAt ? {} : { firstResponseAt: sql`now()` };
    if (statusChanged || !row.firstResponseAt) {
      await tx
        .update(enquiries)
        .set({ ...(statusChanged ? { status: input.status, updatedAt: sql`now()` } : {}), ...firstResponse })
        .where(eq(enquiries.id, id));
    }
    await tx.insert(enquiryEvents).values({
      enquiryId: id,
      actorId: actor.id,
      actorEmail: actor.email,
      fromStatus: statusChanged ? row.status : null,
      toStatus: statusChanged ? input.status : null,
      note: input.note,
    });
    await recordAudit(tx, actor, {
      action: statusChanged ? "status" : "note",
      entity: "enquiry",
      entityId: id,
      before: { status: row.status },
      after: { status: input.status, ...(input.note ? { note: input.note } : {}) },
    });
    return "saved";
  });
}

/** CSV of the filtered enquiries (at most 50,000 rows), newest first. */
/** The agents whose queues the inbox can show: every agent, active or not (old enquiries stay theirs). */
export async function enquiryAgents(db: Db): Promise<{ id: string; name: string }[]> {
  return db.select({ id: agents.id, name: agents.name }).from(agents).orderBy(asc(agents.name));
}

export async function enquiriesCsv(db: Db, f: EnquiryFilters): Promise<string> {
  const rows = await db
    .select(listColumns)
    .from(enquiries)
    .leftJoin(agents, eq(agents.id, enquiries.agentId))
    .where(where(f))
    .orderBy(desc(enquiries.createdAt), asc(enquiries.id))
    .limit(50_000);
  const header = ["id", "received", "status", "type", "name", "email", "phone", "message", "page"];
  const lines = [header.map(csvCell).join(",")];
  for (const r of rows) {
    lines.push(
      [
        r.id,
        new Date(r.createdAt).toISOString(),
        r.status,
        r.inquireType,
        r.fullName,
        r.email,
        r.phone,
        r.message,
        r.pageUrl,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * One CSV cell: quoted when needed, and a cell a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) is prefixed with a quote.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

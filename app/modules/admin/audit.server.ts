import { count, desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { one } from "../../../db/one";
import { auditLog } from "../../../db/schema";
import type { SessionUser } from "../account/session.server";
import { AUDIT_PAGE_SIZE } from "./constants";

export type Actor = Pick<SessionUser, "id" | "email">;

export type AuditEntry = {
  /** What happened, e.g. "update", "create", "delete", "status". */
  action: string;
  /** What kind of thing changed, e.g. "enquiry", "exchange_rate", "site_settings". */
  entity: string;
  entityId?: string;
  before?: unknown;
  after?: unknown;
};

/** Records one back-office change. Pass the transaction that makes the change, so both land or neither. */
export async function recordAudit(db: DbOrTx, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? "system",
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? "",
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditRow = {
  id: string;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

/** Newest first, optionally one entity only; `page` counts from 1. */
export async function listAudit(
  db: Db,
  opts: { entity?: string; page: number },
): Promise<{ rows: AuditRow[]; total: number; entities: string[] }> {
  const where = opts.entity ? eq(auditLog.entity, opts.entity) : undefined;
  const [rows, counted, entities] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((opts.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  return { rows, total: one(counted, "audit count").total, entities: entities.map((e) => e.entity) };
}

/** The fields whose value differs between two audit snapshots (objects compared key by key). */
export function changedFields(before: unknown, after: unknown): { field: string; before: string; after: string }[] {
  const b = isRecord(before) ? before : before == null ? {} : { value: before };
  const a = isRecord(after) ? after : after == null ? {} : { value: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  const out: { field: string; before: string; after: string }[] = [];
  for (const key of keys) {
    const from = show(b[key]);
    const to = show(a[key]);
    if (from !== to) out.push({ field: key, before: from, after: to });
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

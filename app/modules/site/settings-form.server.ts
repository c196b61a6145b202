import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { HOME_SECTIONS } from "../../../db/enums";
import { homeLayout, siteSettings } from "../../../db/schema";
import { type Actor, recordAudit } from "../admin/audit.server";
import { writePublicData } from "../memo.server";
import { SETTING_KEYS, type SettingsForm } from "./settings-schema";

// ---------------------------------------------------------------- site settings

export async function readSettingsForm(db: Db): Promise<SettingsForm> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, Object.values(SETTING_KEYS)));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const out = {} as SettingsForm;
  for (const [field, key] of Object.entries(SETTING_KEYS) as [keyof SettingsForm, string][]) {
    out[field] = byKey.get(key) ?? "";
  }
  return out;
}

/** Saves the changed settings and audits them in one transaction; answers the changed fields. */
export async function saveSettings(db: Db, next: SettingsForm, actor: Actor): Promise<string[]> {
  const changedFields = await writePublicData(db, async (tx) => {
    const rows = await tx
      .select()
      .from(siteSettings)
      .where(inArray(siteSettings.key, Object.values(SETTING_KEYS)))
      .for("update");
    const current = new Map(rows.map((r) => [r.key, r.value]));
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    for (const [field, key] of Object.entries(SETTING_KEYS) as [keyof SettingsForm, string][]) {
      const old = current.get(key) ?? "";
      if (old === next[field]) continue;
      before[field] = old;
      after[field] = next[field];
      await tx
        .insert(siteSettings)
        .values({ key, value: next[field] })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: next[field] } });
    }
    const changed = Object.keys(after);
    if (changed.length > 0) {
      await recordAudit(tx, actor, { action: "update", entity: "site_settings", before, after });
    }
    return changed;
  });
  return changedFields;
}

// ---------------------------------------------------------------- home layout

export type LayoutRow = { title: (typeof HOME_SECTIONS)[number]; visible: boolean };

/** Every switch the home page knows, in the spec's order; a key with no stored row is off. */
export async function readHomeLayout(db: Db): Promise<LayoutRow[]> {
  const rows = await db.select().from(homeLayout);
  const stored = new Map(rows.map((r) => [r.title.toLowerCase(), r.visible]));
  return HOME_SECTIONS.map((title) => ({ title, visible: stored.get(title) ?? false }));
}

/** Stores each switch (visible when in `visible`), audited with before and after of the changed ones. */
export async function saveHomeLayout(db: Db, visible: ReadonlySet<string>, actor: Actor): Promise<number> {
  const changed = await writePublicData(db, async (tx) => {
    const rows = await tx.select().from(homeLayout).for("update");
    const stored = new Map(rows.map((r) => [r.title.toLowerCase(), r.visible]));
    const before: Record<string, boolean> = {};
    const after: Record<string, boolean> = {};
    for (const [i, title] of HOME_SECTIONS.entries()) {
      const now = visible.has(title);
      const was = stored.get(title) ?? false;
      if (stored.has(title) && was === now) continue;
      await tx
        .insert(homeLayout)
        .values({ title, visible: now, sortOrder: i })
        .onConflictDoUpdate({ target: homeLayout.title, set: { visible: now } });
      if (was !== now) {
        before[title] = was;
        after[title] = now;
      }
    }
    if (Object.keys(after).length > 0) {
      await recordAudit(tx, actor, { action: "update", entity: "home_layout", before, after });
    }
    return Object.keys(after).length;
  });
  return changed;
}

import type { Db } from "../../../db/client";
import { siteSettings } from "../../../db/schema";

/** Contact details the team edits without a deploy; none of them is a secret. */
export type SiteSettings = { phone: string; whatsapp: string; email: string; officeAddress: string };

const DEFAULTS: SiteSettings = { phone: "", whatsapp: "", email: "", officeAddress: "" };
const KEYS: Record<string, keyof SiteSettings> = {
  phone: "phone",
  whatsapp: "whatsapp",
  email: "email",
  office_address: "officeAddress",
};

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.select().from(siteSettings);
  const settings = { ...DEFAULTS };
  for (const row of rows) {
    const key = KEYS[row.key];
    if (key) settings[key] = row.value;
  }
  return settings;
}

import type { Db } from "../../../db/client";
import { siteSettings } from "../../../db/schema";
import { rememberBriefly } from "../memo.server";
import { DEFAULT_CONTACT } from "./contact-defaults";

/** Contact details the team edits without a deploy; none of them is a secret. */
export type SiteSettings = { phone: string; whatsapp: string; email: string; officeAddress: string };

const DEFAULTS: SiteSettings = { ...DEFAULT_CONTACT };
const KEYS: Record<string, keyof SiteSettings> = {
  phone: "phone",
  whatsapp: "whatsapp",
  email: "email",
  office_address: "officeAddress",
};

/** Every page's header and footer show them: remembered briefly, forgotten when they are saved. */
export function getSiteSettings(db: Db): Promise<SiteSettings> {
  return rememberBriefly(db, "settings", async () => {
    const rows = await db.select().from(siteSettings);
    const settings = { ...DEFAULTS };
    for (const row of rows) {
      const key = KEYS[row.key];
      if (key) settings[key] = row.value;
    }
    return settings;
  });
}

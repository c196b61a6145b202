import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { siteSettings } from "../../../db/schema";
import { rememberBriefly } from "../memo.server";
import type { BuyingFees } from "./calculator";
import { FEE_SETTINGS, feesFrom } from "./fee-settings";

/** The fees the calculator uses: remembered briefly, forgotten when the back office saves settings. */
export function getBuyingFees(db: Db): Promise<BuyingFees> {
  return rememberBriefly(db, "buying-fees", async () => {
    const rows = await db
      .select()
      .from(siteSettings)
      .where(
        inArray(
          siteSettings.key,
          FEE_SETTINGS.map((s) => s.key),
        ),
      );
    return feesFrom(new Map(rows.map((r) => [r.key, r.value])));
  });
}

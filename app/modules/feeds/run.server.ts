import type { Db } from "../../../db/client";

// Running one import of a feed (issue 54). The lead fills this in; the back office calls it.

/** Who started a run: the schedule, staff in the back office, or `npm run feeds:import`. */
export type RunTrigger = "schedule" | "staff" | "command";

/**
 * Asks for a run of the feed now. Returns at once: the run happens in the background, one at a
 * time per feed. `accepted` is false when a run of this feed is already under way or waiting.
 */
export async function requestFeedRun(_db: Db, _feedId: string, _trigger: RunTrigger): Promise<{ accepted: boolean }> {
  throw new Error("not built yet");
}

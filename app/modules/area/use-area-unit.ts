import { useRouteLoaderData } from "react-router";
import { type AreaUnit, DEFAULT_AREA_UNIT } from "./unit";

/**
 * The page's unit, as the root loader read it (address, then cookie). Switching navigates to
 * an address that names the unit, so the root loader answers again and every size follows.
 * Apart from area-text.ts: the header's switch needs this, not the pages' messages.
 */
export function useAreaUnit(): AreaUnit {
  return useRouteLoaderData<{ areaUnit?: AreaUnit }>("root")?.areaUnit ?? DEFAULT_AREA_UNIT;
}

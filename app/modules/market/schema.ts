import { z } from "../../zod";

/** An area guide's address: lowercase words joined by hyphens, as the recompute makes them. */
export const AREA_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const areaSlugSchema = z.string().max(120).regex(AREA_SLUG);

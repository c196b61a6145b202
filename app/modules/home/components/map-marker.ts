/**
 * A map marker's diameter by the emirate's property count, exactly as the original site
 * sizes it: above 1000 is 2rem, above 500 is 1.5rem, above 100 is 1.25rem,
 * otherwise 2rem.
 */
export function markerSize(propertyCount: number): "2rem" | "1.5rem" | "1.25rem" {
  if (propertyCount > 1000) return "2rem";
  if (propertyCount > 500) return "1.5rem";
  if (propertyCount > 100) return "1.25rem";
  return "2rem";
}

/**
 * The top-locations grid, as on the original site: the location-filter answer, nested by
 * country, state and city, merged by location name whatever its case, sorted by count, busiest
 * first, and cut to nine.
 */

export const TOP_LOCATIONS_MAX = 9;

/** The shape of the location filter's answer (location.server's LocationTree). */
export type CountTree = {
  countries: {
    name: string;
    states: { name: string; cities: { name: string; locations: { location: string; count: number }[] }[] }[];
  }[];
};

export type TopLocation = { label: string; count: number };

/**
 * One entry per location name (case-insensitive; the first spelling seen is kept), its
 * count summed over every city it appears in; ties in alphabetical order so the grid
 * never reshuffles between requests.
 */
export function mergeTopLocations(tree: CountTree, max = TOP_LOCATIONS_MAX): TopLocation[] {
  const merged = new Map<string, TopLocation>();
  for (const country of tree.countries)
    for (const state of country.states)
      for (const city of state.cities)
        for (const { location, count } of city.locations) {
          const label = location.trim();
          if (!label) continue;
          const key = label.toLowerCase();
          const known = merged.get(key);
          if (known) known.count += count;
          else merged.set(key, { label, count });
        }
  return [...merged.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en")).slice(0, max);
}

export type PlaceCount = { name: string; count: number };

/** States of the tree with their listing counts, busiest first. */
export function stateCounts(tree: CountTree): PlaceCount[] {
  return sumBy(tree.countries.flatMap((c) => c.states.map((s) => ({ name: s.name, count: sumCities(s.cities) }))));
}

/** Cities of the tree with their listing counts, busiest first. */
export function cityCounts(tree: CountTree): PlaceCount[] {
  return sumBy(
    tree.countries.flatMap((c) =>
      c.states.flatMap((s) => s.cities.map((city) => ({ name: city.name, count: sumCities([city]) }))),
    ),
  );
}

function sumCities(cities: { locations: { count: number }[] }[]): number {
  return cities.reduce((n, city) => n + city.locations.reduce((m, l) => m + l.count, 0), 0);
}

/** Merges equal names (case-insensitive) and sorts busiest first, then by name. */
function sumBy(rows: PlaceCount[]): PlaceCount[] {
  const merged = new Map<string, PlaceCount>();
  for (const row of rows) {
    const key = row.name.toLowerCase();
    const known = merged.get(key);
    if (known) known.count += row.count;
    else merged.set(key, { ...row });
  }
  return [...merged.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "en"));
}

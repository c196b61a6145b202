/**
 * A home section's data, or the reason it could not be loaded. One failing query shows
 * that section's error text, as the original site does, instead of failing the whole page.
 */
export type Section<T> = { ok: true; data: T } | { ok: false };

export async function settle<T>(name: string, load: Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, data: await load };
  } catch (error) {
    console.error(`home: section ${name} failed`, error instanceof Error ? error.message : error);
    return { ok: false };
  }
}

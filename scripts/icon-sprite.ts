/**
 * Writes app/components/ui/icon-sprite.svg: one <symbol> per icon that
 * app/components/ui/icons.tsx names, drawn from lucide's own icon data.
 *   npm run icons
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const ICONS_MODULE = path.join(root, "app/components/ui/icons.tsx");
export const SPRITE_FILE = path.join(root, "app/components/ui/icon-sprite.svg");

type Node = [string, Record<string, string>][];

/** The lucide names (kebab-case) icons.tsx asks for, sorted. */
export function iconNames(): string[] {
  const source = readFileSync(ICONS_MODULE, "utf8");
  return [...new Set([...source.matchAll(/= icon\("([a-z0-9-]+)"\)/g)].map((m) => m[1] as string))].sort();
}

async function iconNode(name: string): Promise<Node> {
  const file = createRequire(import.meta.url).resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
  const mod = (await import(pathToFileURL(file).href)) as { __iconData: { node: Node } };
  return mod.__iconData.node;
}

function element([tag, attrs]: [string, Record<string, string>]): string {
  const list = Object.entries(attrs)
    .filter(([key]) => key !== "key")
    .map(([key, value]) => ` ${key}="${value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`)
    .join("");
  return `<${tag}${list}/>`;
}

/** The sprite's text for these names. */
export async function buildSprite(names: string[]): Promise<string> {
  const symbols = await Promise.all(
    names.map(
      async (name) =>
        `<symbol id="${name}" viewBox="0 0 24 24">${(await iconNode(name)).map(element).join("")}</symbol>`,
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const names = iconNames();
  writeFileSync(SPRITE_FILE, await buildSprite(names));
  console.log(`wrote ${path.relative(root, SPRITE_FILE)}: ${names.length} icons`);
}

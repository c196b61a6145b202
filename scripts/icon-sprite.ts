/**
 * Writes app/components/ui/icon-sprite.svg: one <symbol> per icon that
 * app/components/ui/icons.tsx names, drawn from lucide-static's SVG files, the package's
 * published form of each icon (decision 041).
 *   npm run icons
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const ICONS_MODULE = path.join(root, "app/components/ui/icons.tsx");
export const SPRITE_FILE = path.join(root, "app/components/ui/icon-sprite.svg");

/** The lucide names (kebab-case) icons.tsx asks for, sorted. */
export function iconNames(): string[] {
  const source = readFileSync(ICONS_MODULE, "utf8");
  return [...new Set([...source.matchAll(/= icon\("([a-z0-9-]+)"\)/g)].map((m) => m[1] as string))].sort();
}

/** An SVG file's outer element: its attributes (size, stroke) are the `.icon` rule's in app.css. */
const OUTER = /^\s*(?:<!--[\s\S]*?-->\s*)?<svg\b[^>]*>([\s\S]*)<\/svg>\s*$/;
/** A shape of an icon: lucide's are flat, self-closing elements with quoted attributes. */
const SHAPE = /<([a-z]+)((?:\s+[a-z][a-z0-9-]*="[^"]*")*)\s*\/>/g;
const ATTRIBUTE = /([a-z][a-z0-9-]*)="([^"]*)"/g;

/**
 * The shapes of one icon, each written `<tag a="…"/>`. Anything else in the file (a group, text,
 * an unquoted attribute) stops the script: the sprite would silently lose part of the icon.
 */
function iconShapes(name: string): string {
  const file = createRequire(import.meta.url).resolve(`lucide-static/icons/${name}.svg`);
  const inner = readFileSync(file, "utf8").match(OUTER)?.[1] ?? "";
  const shapes = [...inner.matchAll(SHAPE)].map(([, tag, attributes = ""]) => {
    const list = [...attributes.matchAll(ATTRIBUTE)].map(([, key, value]) => ` ${key}="${value}"`);
    return `<${tag}${list.join("")}/>`;
  });
  const rest = inner.replace(SHAPE, "").trim();
  if (shapes.length === 0 || rest !== "")
    throw new Error(`${name}.svg: not flat shapes in one <svg>: ${rest.slice(0, 80)}`);
  return shapes.join("");
}

/** The sprite's text for these names. */
export function buildSprite(names: string[]): string {
  const symbols = names.map((name) => `<symbol id="${name}" viewBox="0 0 24 24">${iconShapes(name)}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const names = iconNames();
  writeFileSync(SPRITE_FILE, buildSprite(names));
  console.log(`wrote ${path.relative(root, SPRITE_FILE)}: ${names.length} icons`);
}

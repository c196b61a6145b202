import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The project brings its own Node.js (decision 024): npm's scripts find the `node` package's
// binary first on their PATH. If they ran the machine's Node instead, every figure and every
// test here would be about another runtime than the one the site ships on.
describe("runtime", () => {
  it("runs on the Node.js that package.json pins", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
    expect(process.versions.node).toBe(pkg.dependencies.node);
  });
});

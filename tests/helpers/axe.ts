import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import axeCore from "axe-core";

/** The WCAG 2.0, 2.1 and 2.2 level A and AA tags. */
export const WCAG_A_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The WCAG A/AA rules axe-core tags `experimental` and so never runs by default (among them
 * `label-content-name-mismatch`, WCAG 2.5.3). A tag list cannot select them without also
 * selecting the best-practice experimental rules, so they are switched on by id.
 */
export const EXPERIMENTAL_WCAG_RULES = axeCore
  .getRules()
  .filter((rule) => rule.tags.includes("experimental") && rule.tags.some((tag) => WCAG_A_AA_TAGS.includes(tag)))
  .map((rule) => rule.ruleId);

/**
 * The one way the tests run axe: every WCAG 2.0/2.1/2.2 A and AA rule (including the ones
 * axe-core disables by default, such as `target-size`, and the experimental ones), plus the
 * best-practice rules axe runs by default; violations list every node, the other results one.
 * Chain `.include()` / `.exclude()` as usual;
 * calling `.options()`, `.withTags()`, `.withRules()` or `.disableRules()` replaces this set.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new DrawnPageAxeBuilder(page).options({
    runOnly: { type: "tag", values: [...WCAG_A_AA_TAGS, "best-practice"] },
    rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
    // Every node only for violations; a rule that passes names one. The passes of a whole
    // page were 1.7 MB of results to build and send back, and 40% of the run on the home page.
    resultTypes: ["violations"],
  });
}

/**
 * Sections far from the viewport are not drawn until a visitor scrolls near them
 * (`content-visibility: auto`, the `render-when-near` utility), and
 * axe cannot see the colours or sizes of what is not drawn: it took white text on a dark
 * section for white on white. The page is drawn whole before axe reads it, as a visitor sees
 * each part when it is on screen.
 */
class DrawnPageAxeBuilder extends AxeBuilder {
  readonly #target: Page;

  constructor(page: Page) {
    super({ page });
    this.#target = page;
    // axe.run in the page itself. The default (runPartial in each frame, then finishRun in a
    // new blank page) took twice as long a page, and the only frame the site shows is the
    // third-party OpenStreetMap embed, which is not the site's to test.
    this.setLegacyMode(true);
  }

  async analyze() {
    await this.#target.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    await this.#target.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return super.analyze();
  }
}

import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydration";

/**
 * What Lighthouse's best-practices audits look at, checked on every load instead of in a
 * slow Lighthouse run (scripts/lighthouse.ts runs the real thing): on the phone Lighthouse
 * emulates, loading, hydrating and scrolling a page logs no console error or warning, no
 * DevTools issue of a kind Lighthouse scores (a CSP violation: zod's `new Function` probe
 * under our no-eval CSP was one), fails no request to our own origin, and shows every
 * image undistorted and sharp enough (image-aspect-ratio, image-size-responsive).
 */

// Lighthouse's mobile device (Moto G Power): 412×823 CSS px at a device pixel ratio of 1.75.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

/** The issue codes Lighthouse's inspector-issues and deprecations audits fail on. */
const SCORED_ISSUES = new Set([
  "MixedContentIssue",
  "CookieIssue",
  "BlockedByResponseIssue",
  "HeavyAdIssue",
  "ContentSecurityPolicyIssue",
  "DeprecationIssue",
]);

type ImageProblem = { src: string; problem: string };

/** Loads `path`, waits for hydration, scrolls to the end and back; returns what went wrong. */
async function load(page: Page, path: string, baseURL: string) {
  const problems: string[] = [];
  const origin = new URL(baseURL).origin;
  const own = (url: string) => url.startsWith(`${origin}/`);

  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    // A third-party frame's own console (the map) is not ours to fix; its load failing is
    // reported by the page's frame as a network failure, not to the console.
    const at = message.location().url;
    if (at && !own(at) && !at.startsWith("data:")) return;
    problems.push(`console ${message.type()}: ${message.text()} (${at})`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    if (own(request.url())) problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on("response", (response) => {
    if (own(response.url()) && response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });

  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (SCORED_ISSUES.has(issue.code)) problems.push(`DevTools issue ${issue.code}: ${JSON.stringify(issue.details)}`);
  });
  await cdp.send("Audits.enable");

  await gotoHydrated(page, path);
  await page.waitForLoadState("networkidle");
  // Down the page a screen at a time, so lazy images and deferred sections load too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState("networkidle");
  const images = await imageProblems(page);
  await page.evaluate(() => scrollTo(0, 0));
  // Issues arrive over the CDP session a moment after they happen.
  await page.waitForTimeout(250);
  await cdp.detach();
  return { problems, images };
}

/**
 * Every loaded <img>: drawn at its own aspect ratio unless object-fit crops or letterboxes
 * it (Lighthouse's image-aspect-ratio, 2 px of slack), and with enough pixels for its
 * displayed size at the device pixel ratio (Lighthouse's image-size-responsive: the ratio
 * rounded down to 1, 1.5 or 2, of which 75% will do for images over 64 px). Lighthouse
 * only measures what is on the first screen; this measures every image the scroll loaded,
 * and for object-fit: cover or contain, the scale the image is actually drawn at.
 */
function imageProblems(page: Page): Promise<{ checked: number; problems: ImageProblem[] }> {
  return page.evaluate(async () => {
    const out: { src: string; problem: string }[] = [];
    let checked = 0;
    const dpr = devicePixelRatio >= 2 ? 2 : devicePixelRatio >= 1.5 ? 1.5 : 1;
    for (const img of Array.from(document.images)) {
      const src = img.currentSrc;
      if (!img.complete || !img.naturalWidth || !src) continue;
      // An image that is not rendered (a closed gallery) reports its file's size as its width.
      if (!img.checkVisibility({ visibilityProperty: true }) || img.getClientRects().length === 0) continue;
      const width = img.width;
      const height = img.height;
      if (width <= 1 || height <= 1) continue;
      const style = getComputedStyle(img);
      if (/\.svg(\?|$)|^data:image\/svg/.test(src)) continue;
      if (style.imageRendering === "pixelated" || style.imageRendering === "crisp-edges") continue;
      checked++;
      // With srcset or <picture>, naturalWidth is in CSS pixels; the file's own size is wanted.
      let natural = { width: img.naturalWidth, height: img.naturalHeight };
      if (img.srcset || img.parentElement?.tagName === "PICTURE") {
        const probe = new Image();
        probe.src = src;
        await probe.decode();
        natural = { width: probe.naturalWidth, height: probe.naturalHeight };
      }
      const fit = style.objectFit;
      const ratio = natural.width / natural.height;
      if (fit === "fill") {
        const targetHeight = width / ratio;
        const targetWidth = height * ratio;
        const off = targetHeight < targetWidth ? Math.abs(targetHeight - height) : Math.abs(targetWidth - width);
        if (off >= 2) {
          out.push({ src, problem: `distorted: ${natural.width}×${natural.height} drawn at ${width}×${height}` });
        }
      }
      // Image pixels per CSS pixel, as drawn.
      const density =
        fit === "cover"
          ? Math.min(natural.width / width, natural.height / height)
          : fit === "contain"
            ? Math.max(natural.width / width, natural.height / height)
            : fit === "fill"
              ? Math.min(natural.width / width, natural.height / height)
              : Number.POSITIVE_INFINITY;
      const needed = (width > 64 || height > 64 ? 0.75 : 1) * dpr;
      // Lighthouse rounds the needed size up to whole pixels.
      const neededWidth = Math.ceil(needed * width);
      const neededHeight = Math.ceil(needed * height);
      const enough =
        fit === "fill"
          ? natural.width >= neededWidth && natural.height >= neededHeight
          : density >= needed - 1 / Math.max(width, height);
      if (!enough) {
        out.push({
          src,
          problem: `too small: ${natural.width}×${natural.height} (${fit}) shown at ${width}×${height}, needs ${needed}× (${neededWidth}×${neededHeight})`,
        });
      }
    }
    return { checked, problems: out };
  });
}

async function firstPropertyPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/property/propertyfilter");
  const body = (await response.json()) as { data?: { _id: string }[] };
  const id = body.data?.[0]?._id;
  expect(id, "a listing to open").toBeTruthy();
  return `/property/${id}`;
}

/** The pages Lighthouse scored below 100 (property, search, contact), and the home page. */
const PAGES: { name: string; path: (page: Page) => Promise<string> | string; images: boolean }[] = [
  { name: "home", path: () => "/", images: true },
  { name: "a property", path: firstPropertyPath, images: true },
  { name: "search", path: () => "/property-search", images: true },
  // Russian groups digits with a no-break space and has four plural forms: the server's words
  // and the browser's must be the same (app/i18n/locale-format.ts), or hydration logs an error.
  { name: "search in Russian", path: () => "/ru/property-search", images: false },
  // The map view (issue 18): Leaflet loads; its tiles come from another host (no network here).
  { name: "search map", path: () => "/property-search?view=map", images: true },
  { name: "contact", path: () => "/contact", images: false },
];

for (const { name, path, images: hasImages } of PAGES) {
  test(`${name}: a clean load — no console errors, DevTools issues, failed requests or poor images`, async ({
    page,
    baseURL,
  }) => {
    const { problems, images } = await load(page, await path(page), baseURL ?? "");
    expect.soft(problems).toEqual([]);
    expect.soft(images.problems).toEqual([]);
    if (hasImages) expect(images.checked, "images measured").toBeGreaterThan(0);
  });
}

import { expect, type Locator, type Page } from "@playwright/test";

/** True once React has attached its handlers to the element (the page is hydrated). */
export async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** Opens `path` and waits until React owns its `<main>`; answers the HTTP status. */
export async function gotoHydrated(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(path);
  await page.waitForFunction(
    () => {
      const main = document.querySelector("main");
      return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    { timeout: 15_000 },
  );
  return response?.status();
}

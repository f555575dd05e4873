import { expect, type Locator, type Page } from "@playwright/test";

// The screens the page tests run on (a phone and a desktop), and what says a listing is hydrated.

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false };

export const VIEWPORTS = [
  { device: "phone", use: PHONE },
  { device: "desktop", use: DESKTOP },
];

/** A phone and the desktop (1366x900): issue #26 was measured on these two screens. */
export const PHONE_AND_WIDE_DESKTOP = [
  { device: "phone", use: PHONE },
  { device: "desktop", use: { ...DESKTOP, viewport: { width: 1366, height: 900 } } },
];

/** Both markets, by name and path prefix. */
export const MARKETS = [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
];

/** The filter bar's buttons show only once React runs (also on a desktop, where the bar is hidden). */
export async function listingHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("button.filter-bar__button:not([hidden])") !== null);
}

/**
 * Until React has hydrated `element` (React keeps its props on the DOM node): a click before that
 * is the browser's own, a document load, however far Remix's router has got (`window.__remixRouter`
 * exists before hydration commits, so waiting for it let a CI run click too early). Only for an
 * element React renders: links inside server HTML the browser keeps (the browse navigation's
 * islands) never get props.
 */
export async function elementHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")))).toBe(true);
}

/** A listing's product cards, not its sponsored tiles (whose number and places are the campaign's). */
export const PRODUCT_CARD = "article.card:not(.card--ad)";

/** Each screen once, each in one market (both screens and both markets covered in two runs). */
export const SCREEN_PER_MARKET = [
  { device: "phone", use: PHONE, prefix: "" },
  { device: "desktop", use: DESKTOP, prefix: "/ca" },
];

/** The page's uncaught errors and console errors, as they happen (a page test expects none). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/**
 * Records every layout shift the browser reports from the page's start that the shopper's input did
 * not cause (call before `page.goto`); the function it returns reads them, each as its value and the
 * classes of the elements that moved. A page that keeps still reads [].
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[])
        if (!shift.hadRecentInput)
          shifts.push(`${shift.value.toFixed(4)}: ${shift.sources.map((source) => (source.node as Element | undefined)?.className ?? "?").join(", ")}`);
    }).observe({ type: "layout-shift", buffered: true });
  });
  // two frames later, so a shift of the last change has been reported
  return async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
  };
}

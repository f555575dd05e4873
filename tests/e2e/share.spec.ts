import { expect, test } from "@playwright/test";
import { buyableWithOptions, findCard } from "./catalogue";
import { SCREEN_PER_MARKET } from "./devices";

// Issue #26: a shared product link keeps the size the shopper chose. A phone shares through the Web
// Share API (recorded here by a stand-in for the system's share sheet); a desktop copies the link.

for (const { device, use, prefix } of SCREEN_PER_MARKET) {
  test.describe(`${device}, market '${prefix || "/"}'`, () => {
    test.use(use);

    test("Share / Copy link gives the address of the option the shopper chose", async ({ page, context, request, baseURL }) => {
      const card = await findCard(request, prefix, "product with several sizes", buyableWithOptions);
      if (device === "phone") {
        await page.addInitScript(() => {
          const shared: ShareData[] = [];
          Object.assign(window, { __shared: shared });
          navigator.share = async (data?: ShareData) => void shared.push(data ?? {});
        });
      } else {
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      }
      await page.goto(`${prefix}${card.href}`, { waitUntil: "load" });
      const share = page.getByRole("button", { name: device === "phone" ? "Share" : "Copy link" });
      await expect(share).toBeVisible();
      const other = page.locator("#options .option-chip:not(.option-chip--selected)").first();
      const chosenHref = await other.getAttribute("href");
      expect(chosenHref).toMatch(/\?item=\d+$/);
      await other.click();
      await expect(page).toHaveURL(new RegExp(`${chosenHref!.replace(/[?.]/g, "\\$&")}$`));
      await expect(page.locator("#options .option-chip--selected").first()).toHaveAttribute("href", chosenHref!);
      await share.click();
      // The payload's code loads on the first click.
      const sharedUrl = () =>
        device === "phone"
          ? page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.at(-1)?.url)
          : page.evaluate(() => navigator.clipboard.readText());
      await expect.poll(sharedUrl).toBe(new URL(chosenHref!, baseURL).href);
      if (device === "desktop") await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    });
  });
}

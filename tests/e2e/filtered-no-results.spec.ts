import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// issue #24: a filtered listing with no results showed an empty grid with no message or way back.
// It says so and offers two links: remove the last filter, or clear them all; with JavaScript
// (hydrated, no console error) and without.

const FILTERED = "/b/cat_c325?rh=rating:4,BreedSize:Giant%20Breed";

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  test(`says nothing matches and leads back, hydrated, in the ${market} market`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${prefix}${FILTERED}`, { waitUntil: "load" });
    await expect(page.getByRole("heading", { name: "No products match these filters." })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include(".no-results").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.getByRole("link", { name: "Remove the “Giant Breed” filter" }).click();
    await expect(page).toHaveURL(`${prefix}/b/cat_c325?rh=rating%3A4`);
    await expect(page.getByTestId("result-count")).not.toHaveText(/^0 results/);
    await expect(page.getByRole("heading", { name: "No products match these filters." })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Clear all filters is a plain link back to the category", async ({ page }) => {
    await page.goto(FILTERED);
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL("/b/cat_c325");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cat");
  });
});

import AxeBuilder from "@axe-core/playwright";
import { chromium } from "playwright";
const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const vp of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  const page = await (await browser.newContext({ viewport: vp })).newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "load" });
    await page.waitForTimeout(500);
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    console.log(vp.width, p, violations.length ? "" : "clean");
    for (const v of violations) console.log("  ", v.id, v.nodes.length, v.help, "|", v.nodes.slice(0, 2).map((n) => n.target.join(" ") + " :: " + (n.failureSummary ?? "").split("\n")[1]).join(" || "));
  }
}
await browser.close();

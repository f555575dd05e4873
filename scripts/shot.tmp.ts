// usage: tsx scripts/shot.tmp.ts base outdir [--nojs] paths...
import { chromium } from "playwright";
const [base, out, ...rest] = process.argv.slice(2);
const nojs = rest.includes("--nojs");
const paths = rest.filter((p) => p !== "--nojs");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [name, vp] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1366, height: 900 }]] as const) {
  const ctx = await browser.newContext({ viewport: vp, javaScriptEnabled: !nojs, isMobile: name === "phone", hasTouch: name === "phone" });
  const page = await ctx.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "load" });
    await page.waitForTimeout(300);
    const file = `${out}/${name}${nojs ? "-nojs" : ""}-${p.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: file });
    console.log(file);
  }
  await ctx.close();
}
await browser.close();

// Builds the first-party collector script served at /analytics/collector.js (a static asset of the
// worker) from analytics/collector/browser-entry.ts. It is an IIFE: the analytics layer injects it as
// a classic async <script>, allowed by the page's CSP through 'strict-dynamic'.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const COLLECTOR_ENTRY = path.join(ROOT, "analytics/collector/browser-entry.ts");
export const COLLECTOR_OUTFILE = path.join(ROOT, "public/analytics/collector.js");

export async function buildCollector(outfile = COLLECTOR_OUTFILE): Promise<{ bytes: number; gzipBytes: number }> {
  const result = await build({
    entryPoints: [COLLECTOR_ENTRY],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    // The webviews of the apps' oldest supported OS versions (iOS 14 Safari) understand ES2019.
    target: "es2019",
    write: false,
    legalComments: "none",
  });
  const code = result.outputFiles[0].text;
  mkdirSync(path.dirname(outfile), { recursive: true });
  writeFileSync(outfile, code);
  return { bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildCollector()
    .then(({ bytes, gzipBytes }) => console.log(`collector: ${path.relative(ROOT, COLLECTOR_OUTFILE)} ${bytes} B (${gzipBytes} B gzip)`))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

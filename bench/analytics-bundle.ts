// The analytics code a listing page makes the browser load, gzipped (issue #4 target: <= 15 KB in total,
// loaded without blocking rendering). Measured on the real build output, after `npm run build`:
// - library: every chunk of the Remix client build made only of analytics code (the facade chunk the
//   page imports lazily after hydration, and the React bindings), plus the analytics modules' share of
//   chunks they were bundled into with other code (their bytes at that chunk's gzip ratio);
// - collector: public/analytics/collector.js, the script the facade injects once the toggles name it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const METAFILE = path.join(ROOT, "build/metafile.js.json");
const COLLECTOR = path.join(ROOT, "public/analytics/collector.js");

interface Metafile {
  outputs: Record<string, { bytes: number; inputs: Record<string, { bytesInOutput: number }> }>;
}

// Remix replaces .server modules in the browser build with "empty-module:" stubs: not code that ships.
const isAnalyticsInput = (input: string) => !input.startsWith("empty-module:") && /^(app\/)?analytics\//.test(input);
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export async function measureAnalyticsBundle(): Promise<{ libraryGzipBytes: number; collectorGzipBytes: number; totalGzipBytes: number }> {
  if (!existsSync(METAFILE) || !existsSync(COLLECTOR))
    throw new Error("Run `npm run build` first (needs build/metafile.js.json and public/analytics/collector.js).");
  const { outputs } = JSON.parse(readFileSync(METAFILE, "utf8")) as Metafile;
  let library = 0;
  for (const [output, { inputs }] of Object.entries(outputs)) {
    if (!output.endsWith(".js")) continue;
    const entries = Object.entries(inputs).filter(([, v]) => v.bytesInOutput > 0);
    const analyticsBytes = entries.filter(([name]) => isAnalyticsInput(name)).reduce((sum, [, v]) => sum + v.bytesInOutput, 0);
    if (analyticsBytes === 0) continue;
    const file = path.join(ROOT, output);
    const gz = gzipBytes(file);
    const total = entries.reduce((sum, [, v]) => sum + v.bytesInOutput, 0);
    library += analyticsBytes === total ? gz : Math.round((gz * analyticsBytes) / readFileSync(file).length);
  }
  const collector = gzipBytes(COLLECTOR);
  return { libraryGzipBytes: library, collectorGzipBytes: collector, totalGzipBytes: library + collector };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  measureAnalyticsBundle().then((figures) => console.log(figures));
}

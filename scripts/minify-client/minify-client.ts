// A second minifier over the browser build (issue #28, JavaScript ≤ 100 KB; docs/decisions/0085).
// Remix's classic compiler minifies with esbuild, which is built for speed: it renames and strips
// but does few rewrites across statements. Terser's compressor (two passes) inlines single-use
// values, joins declarations and sequences, and drops code it proves dead: ~4 % fewer gzip bytes on
// the framework chunk, ~2-5 % on the app's chunks, the same code. It runs after `remix build` and
// before the compile hint (scripts/compile-hints), over every browser file, so what a page loads
// first and what it loads later are minified alike. File names keep esbuild's content hashes:
// terser is deterministic, so the same sources give the same bytes under the same name. Licence
// notices move to a `.LICENSE.txt` file beside their chunk, named in a one-line comment at its top
// (as webpack's terser plugin does): esbuild repeats Remix's notice once per bundled file, 6.7 KB
// at the end of the framework chunk that every page downloaded and no browser reads.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { minify, type MinifyOptions } from "terser";
import { COMPILE_HINT } from "#scripts/compile-hints/compile-hints.ts";

const LEGAL_COMMENT = /@license|@preserve|^!/;

const MINIFY_OPTIONS: MinifyOptions = {
  // Each file is an ES module: its top-level names are its own, so they are renamed too.
  module: true,
  ecma: 2020,
  // Only transformations that keep any ES module's meaning (no `unsafe*`, no pure getters).
  compress: { passes: 2 },
  mangle: true,
};

/** The browser build's JavaScript files under `dir`, relative to it, in a stable order. */
export function browserFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .sort();
}

/** The license file's name beside a chunk (`chunk-X.js` → `chunk-X.js.LICENSE.txt`). */
export const licenseFileOf = (file: string): string => `${file}.LICENSE.txt`;

/**
 * The code minified again, and its licence notices (empty when it had none) for the file beside
 * it; throws (failing the build) when terser cannot parse the code. V8's compile hint is kept if
 * the step runs again over a finished build.
 */
export async function minifyModule(code: string, file: string): Promise<{ code: string; licenses: string }> {
  const notices: string[] = [];
  const result = await minify(
    { [file]: code },
    {
      ...MINIFY_OPTIONS,
      format: {
        comments: (_node, comment) => {
          if (`//${comment.value}\n` === COMPILE_HINT) return true;
          if (LEGAL_COMMENT.test(comment.value)) notices.push(comment.type === "comment2" ? `/*${comment.value}*/` : `//${comment.value}`);
          return false;
        },
      },
    },
  );
  if (result.code === undefined) throw new Error(`minify: no output for ${file}`);
  if (!notices.length) return { code: result.code, licenses: "" };
  const banner = `/*! For license information please see ${path.basename(licenseFileOf(file))} */\n`;
  // (the compile hint works only on the first line: the banner goes after it)
  const hint = result.code.startsWith(COMPILE_HINT) ? COMPILE_HINT : "";
  return { code: hint + banner + result.code.slice(hint.length), licenses: notices.join("\n\n") + "\n" };
}

/** Minifies every browser file under `dir` in place; returns bytes before and after. */
export async function minifyBrowserBuild(dir: string): Promise<{ files: number; before: number; after: number }> {
  let before = 0;
  let after = 0;
  const files = browserFiles(dir);
  for (const file of files) {
    const full = path.join(dir, file);
    const code = readFileSync(full, "utf8");
    const { code: minified, licenses } = await minifyModule(code, file);
    before += Buffer.byteLength(code);
    after += Buffer.byteLength(minified);
    writeFileSync(full, minified);
    if (licenses) writeFileSync(licenseFileOf(full), licenses);
  }
  return { files: files.length, before, after };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const { files, before, after } = await minifyBrowserBuild(path.join(root, "public/build"));
  console.log(`minify: ${files} browser files, ${before} -> ${after} bytes`);
}

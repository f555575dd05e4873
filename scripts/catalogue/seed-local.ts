// Seed the local D1 database (wrangler's local state) with the generated catalogue.
//
//   npx tsx scripts/catalogue/seed-local.ts [--persist-to DIR] [--force] [--products N]
//   SEED_PRODUCTS=100000 npx tsx scripts/catalogue/seed-local.ts
//
// 1. applies migrations: `npx wrangler d1 migrations apply DB --local [--persist-to DIR]`
//    (non-interactive: CI=true, no stdin);
// 2. skips the rest when the marker file in the persist dir says this exact seed is loaded
//    (hash of generator sources + migrations + product count) and the database agrees;
// 3. generates .seed/catalogue-<N>.sql and loads it, replacing the previous catalogue.
//
// Loading: `wrangler d1 execute --local --file` runs a whole file in one workerd process, and
// workerd (1.20250718) crashes once ~2 MB of distinct SQL text has been prepared in one process
// ("statementCache.map.eraseMatch" / HashIndex inconsistency / SIGSEGV). So the seed is run in
// ≤1 MB segments, each in a fresh Miniflare instance — exactly what `wrangler d1 execute --local`
// does internally (same persistence directory <persist>/v3/d1, same database id).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { applyD1Migrations, d1DatabaseId } from "#scripts/d1-migrations.ts";
import { catalogueStatements, DEFAULT_PRODUCT_COUNT, generateCatalogue, productCountFromEnv } from "./generate";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** wrangler's default local persistence directory */
export const DEFAULT_PERSIST_DIR = ".wrangler/state";
export const MARKER_FILE = "tailwise-catalogue-seed.json";
/** Reseed after this many days so products "created N days ago" stay recent (spec §4 "new"). */
export const MAX_SEED_AGE_DAYS = 30;
/** Bytes of SQL per Miniflare instance (see the header: workerd's statement-cache limit). */
export const SEGMENT_BYTES = 1_000_000;

export const D1_DATABASE_ID = d1DatabaseId("DB");

/**
 * Files whose content defines the seed: every source file the generator imports (found by bundling
 * it, so a rule the generator starts using, e.g. the deals table, counts without anyone listing it)
 * and the migrations.
 */
export function seedSourceFiles(): string[] {
  const { metafile } = buildSync({
    entryPoints: [join(ROOT, "scripts/catalogue/generate.ts")],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  });
  const files = [
    ...Object.keys(metafile!.inputs),
    ...readdirSync(join(ROOT, "migrations"))
      .filter((f) => f.endsWith(".sql"))
      .map((f) => join("migrations", f)),
  ];
  return files.sort();
}

export function seedHash(products: number): string {
  const h = createHash("sha256");
  h.update(`products=${products}\n`);
  for (const f of seedSourceFiles()) {
    h.update(`${f}\n`);
    h.update(readFileSync(join(ROOT, f)));
  }
  return h.digest("hex");
}

interface Marker {
  hash: string;
  products: number;
  seededOn: string;
}

function log(msg: string) {
  console.log(`[seed] ${msg}`);
}

function miniflareFor(persistDir: string) {
  return new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default { fetch() { return new Response('') } }",
      d1Databases: { DB: D1_DATABASE_ID },
      resourcePersistencePath: join(persistDir, "v3"),
    }),
  );
}

async function loadedProductCount(persistDir: string): Promise<number | null> {
  const mf = miniflareFor(persistDir);
  try {
    const db = await mf.getD1Database("DB");
    const row = await db.prepare("SELECT value FROM catalogue_meta WHERE key = 'product_count'").first<{ value: string }>();
    return row ? Number(row.value) : null;
  } catch {
    return null;
  } finally {
    await mf.dispose();
  }
}

/** Run statements in segments of ≤ SEGMENT_BYTES, one Miniflare instance (workerd) per segment. */
export async function executeStatements(persistDir: string, statements: string[], onProgress?: (done: number, total: number) => void) {
  const segments: string[][] = [];
  let cur: string[] = [];
  let size = 0;
  for (const s of statements) {
    if (cur.length && size + s.length > SEGMENT_BYTES) {
      segments.push(cur);
      cur = [];
      size = 0;
    }
    cur.push(s);
    size += s.length;
  }
  if (cur.length) segments.push(cur);
  for (let i = 0; i < segments.length; i++) {
    const mf = miniflareFor(persistDir);
    try {
      const db = await mf.getD1Database("DB");
      await db.batch(segments[i].map((s) => db.prepare(s)));
    } finally {
      await mf.dispose();
    }
    onProgress?.(i + 1, segments.length);
  }
}

export interface SeedResult {
  seeded: boolean;
  reason: string;
  products: number;
  persistDir: string;
  ms: number;
}

export async function seedLocal(opts: { persistTo?: string; force?: boolean; products?: number } = {}): Promise<SeedResult> {
  const started = Date.now();
  const products = opts.products ?? productCountFromEnv();
  const persistDir = resolve(ROOT, opts.persistTo ?? DEFAULT_PERSIST_DIR);
  mkdirSync(persistDir, { recursive: true });
  applyD1Migrations("DB", opts.persistTo ? persistDir : undefined, log);

  const hash = seedHash(products);
  const markerPath = join(persistDir, MARKER_FILE);
  let reason = opts.force ? "forced" : "";
  if (!reason) {
    const marker: Marker | null = existsSync(markerPath) ? JSON.parse(readFileSync(markerPath, "utf8")) : null;
    if (!marker) reason = "no seed marker";
    else if (marker.hash !== hash) reason = "seed sources, migrations or product count changed";
    else if ((Date.now() - Date.parse(marker.seededOn)) / 86_400_000 > MAX_SEED_AGE_DAYS) reason = `seed older than ${MAX_SEED_AGE_DAYS} days`;
    else if ((await loadedProductCount(persistDir)) !== products) reason = "database does not hold the seed";
  }
  if (!reason) {
    log(`catalogue of ${products} products is up to date (${relative(ROOT, persistDir) || "."})`);
    return { seeded: false, reason: "up to date", products, persistDir, ms: Date.now() - started };
  }

  log(`seeding ${products} products: ${reason}`);
  rmSync(markerPath, { force: true });
  const t0 = Date.now();
  const cat = generateCatalogue(products);
  const statements = catalogueStatements(cat);
  const text = statements.join(";\n") + ";\n";
  const seedDir = join(ROOT, ".seed");
  mkdirSync(seedDir, { recursive: true });
  const file = join(seedDir, `catalogue-${products}.sql`);
  writeFileSync(file, text);
  log(`generated ${relative(ROOT, file)} (${(text.length / 1e6).toFixed(1)} MB, ${statements.length} statements) in ${Date.now() - t0} ms`);

  const t1 = Date.now();
  let lastPct = -1;
  try {
    await executeStatements(persistDir, statements, (done, total) => {
      const pct = Math.floor((done / total) * 10) * 10;
      if (pct !== lastPct && (pct % 20 === 0 || done === total)) {
        lastPct = pct;
        log(`loaded ${done}/${total} segments`);
      }
    });
  } catch (e) {
    const msg = String((e as Error)?.message ?? e);
    if (/no such (table|column)|has no column named/.test(msg)) {
      throw new Error(
        `The local D1 schema does not match migrations/ (a migration changed after it was applied here): ${msg}\n` +
          `Delete ${join(relative(ROOT, persistDir) || ".", "v3", "d1")} and run the seed again.`,
      );
    }
    throw e;
  }
  log(`loaded into ${relative(ROOT, persistDir) || "."} in ${Date.now() - t1} ms`);
  const marker: Marker = { hash, products, seededOn: new Date().toISOString() };
  writeFileSync(markerPath, JSON.stringify(marker, null, 2) + "\n");
  return { seeded: true, reason, products, persistDir, ms: Date.now() - started };
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const products = argValue(args, "--products") ? Number(argValue(args, "--products")) : productCountFromEnv();
  seedLocal({ persistTo: argValue(args, "--persist-to"), force: args.includes("--force"), products })
    .then((r) => log(`${r.seeded ? "done" : "nothing to do"} in ${(r.ms / 1000).toFixed(1)} s`))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}

export { DEFAULT_PRODUCT_COUNT };

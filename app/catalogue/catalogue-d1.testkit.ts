// A real local D1 (Miniflare / workerd SQLite with FTS5) seeded with a small generated catalogue,
// for integration tests of the search engine and what builds on it. Test code only.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { catalogueStatements, generateCatalogue, type Catalogue } from "#scripts/catalogue/generate.ts";
import { splitSqlStatements } from "#scripts/catalogue/sql.ts";

export interface SeededCatalogue {
  db: D1Database;
  cat: Catalogue;
  dispose(): Promise<void>;
}

/** `products` generated products; categories with `pairMinProducts` or more get pair counts. */
export async function seededCatalogueD1(name: string, products: number, pairMinProducts: number): Promise<SeededCatalogue> {
  const dir = mkdtempSync(join(tmpdir(), `tailwise-${name}-`));
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default { fetch() { return new Response('') } }",
      d1Databases: { DB: name },
      resourcePersistencePath: dir,
    }),
  );
  const db = (await mf.getD1Database("DB")) as unknown as D1Database;
  const migrations = readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort();
  for (const f of migrations) {
    const stmts = splitSqlStatements(readFileSync(join("migrations", f), "utf8"));
    await db.batch(stmts.map((s) => db.prepare(s)));
  }
  const cat = generateCatalogue(products);
  const stmts = catalogueStatements(cat, { pairMinProducts });
  await db.batch(stmts.map((s) => db.prepare(s)));
  return {
    db,
    cat,
    async dispose() {
      await mf.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The database, counting its batches (the search engine's round trips: every query it runs is a batch). */
export function countingBatches(db: D1Database): { db: D1Database; batches: () => number } {
  let batches = 0;
  const counted = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "batch") return (...args: Parameters<D1Database["batch"]>) => (batches++, target.batch(...args));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: counted, batches: () => batches };
}

// The local D1/KV state a fresh clone needs (npm start, the tests and the bench share it): the
// catalogue in D1 and the redirect tables in KV, each left alone when already current.
import { readFileSync } from "node:fs";
import path from "node:path";
import { seedLocal } from "./catalogue/seed-local";
import { publishRedirects } from "./redirects/ops";
import { REPO_ROOT, wranglerKvStore } from "./redirects/kv-store";

export interface LocalStateOptions {
  persistTo?: string;
  products?: number;
  force?: boolean;
}

export async function prepareLocalState({ persistTo, products, force }: LocalStateOptions = {}): Promise<void> {
  await seedLocal({ persistTo, products, force });
  const tablesPath = path.join(REPO_ROOT, "redirects", "tables.json");
  await publishRedirects(
    { store: wranglerKvStore({ kind: "local", persistTo }), log: (line) => console.log(`redirects: ${line}`) },
    JSON.parse(readFileSync(tablesPath, "utf8")),
    { source: "redirects/tables.json" },
  );
}

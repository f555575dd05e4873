// The catalogue metadata's copy in KV (issue #28, decision 0086): the rows ./metadata.server.ts
// builds the metadata from (every facet value, category count, category and canonical page text),
// with the version they were read at, so a new isolate's first search reads them beside its facet
// index's snapshot instead of one more D1 round trip before it (~20 ms of D1 rows turned into
// objects, on a cold isolate). One key, whatever the version: the search checks the version in its
// first D1 batch, as it does for an isolate's own copy, and reads D1 again when the catalogue was
// reseeded; a copy of another version costs that search one retry, never a wrong answer.
//
// The value is checked by its format (in the key), as JSON and by its outline, not field by field:
// zod over its ~600 rows cost a new isolate 6-12 ms and a checksum over its text 3-5 ms (code run
// for the first time), more than the round trip it saves. A KV put is whole (no torn value) and
// only this module writes the key: a value that is not JSON or not of the outline is refused.
import { z } from "zod";
import type { CategorySqlRow } from "./categories.server";

/** Bumped when the rows' shape changes, so an older deploy's copy is not read as this one's. */
const META_COPY_FORMAT = 1;
export const META_COPY_KEY = `catalogue-meta/v${META_COPY_FORMAT}`;
/** The copy is rewritten by the first search of each catalogue version; a quiet catalogue's goes with it. */
const META_COPY_TTL_SECONDS = 30 * 24 * 3600;
/** Far above the catalogue's (~110 KB at 100,000 products: a few hundred categories and facet values). */
const META_COPY_MAX_CHARS = 4 * 1024 * 1024;

interface FacetValueSqlRow {
  id: number;
  facet_key: string;
  facet_id: number;
  facet_name: string;
  value: string;
  value_id: string;
  label: string;
  market: "*" | "us" | "ca";
  sort_order: number;
  total: number;
}

/** A category as the tree's statement reads it (no product count: those are their own rows). */
export type CategoryMetaRow = Omit<CategorySqlRow, "product_count"> & { sort_order: number };

/** The metadata's statements' rows as read together (catalogueVersionQuery's version beside them). */
export interface CatalogueMetaRows {
  version: string;
  facetValues: FacetValueSqlRow[];
  categoryCounts: { category_id: number; product_count: number }[];
  categories: CategoryMetaRow[];
  canonicals: { category_id: number; short_description: string; long_description: string }[];
}

const rowsOf = <T>() => z.custom<T[]>(Array.isArray);
/** The value's outline (its rows are as writeMetaCopy wrote them, from D1, at this format). */
const StoredRows = z.object({
  version: z.string(),
  facetValues: rowsOf<FacetValueSqlRow>(),
  categoryCounts: rowsOf<CatalogueMetaRows["categoryCounts"][number]>(),
  categories: rowsOf<CategoryMetaRow>(),
  canonicals: rowsOf<CatalogueMetaRows["canonicals"][number]>(),
}) satisfies z.ZodType<CatalogueMetaRows>;

/** KV's copy: the rows when there is one and it is sound, whatever its version; else null (a refused copy is logged by `onRefused`). */
export async function readMetaCopy(kv: KVNamespace, onRefused: (why: string) => void): Promise<CatalogueMetaRows | null> {
  let text: string | null;
  try {
    text = await kv.get(META_COPY_KEY, "text");
  } catch (e) {
    onRefused(`unreadable: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
  if (text == null) return null;
  if (text.length > META_COPY_MAX_CHARS) {
    onRefused(`${text.length} characters, over ${META_COPY_MAX_CHARS}`);
    return null;
  }
  let parsed;
  try {
    parsed = StoredRows.safeParse(JSON.parse(text));
  } catch {
    onRefused("not JSON");
    return null;
  }
  if (!parsed.success) {
    onRefused(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    return null;
  }
  return parsed.data;
}

/** Writes the rows as KV's copy (the version is in the value: the key is the same for every version). */
export async function writeMetaCopy(kv: KVNamespace, rows: CatalogueMetaRows): Promise<void> {
  await kv.put(META_COPY_KEY, JSON.stringify(rows), { expirationTtl: META_COPY_TTL_SECONDS });
}

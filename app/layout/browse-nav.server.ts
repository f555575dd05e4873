// The header's browse navigation (issue #10): each pet's catalogue and its main subcategories, from
// the catalogue tree the Worker keeps per isolate (app/catalogue/metadata.server.ts), every link built
// by the URL builder for the page's market. None when the catalogue cannot be read (logged).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { catalogueMeta, categoryFromMeta, childCategoriesFromMeta } from "#app/catalogue/metadata.server.ts";
import { buildCategoryUrl, isCatalogPrefix } from "#app/urls/listing-url.ts";
import { logError } from "#app/errors/log-line.ts";

/** The pets the header offers, in its order: dogs, cats, small pets, birds, reptiles, fish, horses, farm, pharmacy, vet diets. */
const BROWSE_CATEGORY_IDS = [288, 325, 1449, 10037, 10347, 10114, 10457, 16680, 2515, 459] as const;
/** A pet's menu lists at most this many subcategories (its main ones, in the tree's order). */
const MAX_BROWSE_CHILDREN = 8;

interface BrowseLink {
  label: string;
  href: string;
}
export interface BrowseEntry extends BrowseLink {
  children: BrowseLink[];
}

/** The navigation as built for a catalogue version and market: the same for every page until a reseed. */
const built = new Map<string, BrowseEntry[]>();

export async function loadBrowseNav(context: AppLoadContext): Promise<BrowseEntry[]> {
  try {
    const meta = await context.timing.time("nav", () => catalogueMeta(context.catalogue.db));
    const key = `${meta.version}|${context.market.name}`;
    const hit = built.get(key);
    if (hit) return hit;
    const entries = buildNav(meta, context);
    // One catalogue version at a time (two markets): an old version's entries go.
    for (const old of built.keys()) if (!old.startsWith(`${meta.version}|`)) built.delete(old);
    built.set(key, entries);
    return entries;
  } catch (error) {
    logError(context.requestId, "browse navigation unavailable", error);
    return [];
  }
}

function buildNav(meta: Awaited<ReturnType<typeof catalogueMeta>>, context: AppLoadContext): BrowseEntry[] {
  const link = (row: { id: number | string; name: string; slug: string; catalogPrefix: string }) => ({
    label: row.name,
    href: buildCategoryUrl(context.market, { catalogPrefix: isCatalogPrefix(row.catalogPrefix) ? row.catalogPrefix : "b", slug: row.slug, groupId: row.id }),
  });
  return BROWSE_CATEGORY_IDS.flatMap((id) => {
    const category = categoryFromMeta(meta, id);
    if (!category?.published) return [];
    const children = childCategoriesFromMeta(meta, id)
      .filter((child) => child.product_count > 0)
      .slice(0, MAX_BROWSE_CHILDREN)
      .map((child) => link({ id: child.id, name: child.name, slug: child.slug, catalogPrefix: child.catalog_prefix }));
    return [{ ...link(category), children }];
  });
}

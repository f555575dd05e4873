import { BUILT_IN_PAGES, ContentPage, contentPageKey } from "./content-page";

/** A content page from KV, else the built-in one, else null; a broken KV entry falls back, logged. */
export async function loadContentPage(kv: KVNamespace, path: string): Promise<ContentPage | null> {
  try {
    const raw = await kv.get(contentPageKey(path), "json");
    if (raw !== null) {
      const parsed = ContentPage.safeParse(raw);
      if (parsed.success) return parsed.data;
      console.error(`content page ${path} in KV is invalid: ${parsed.error.message}`);
    }
  } catch (error) {
    console.error(`content page ${path} could not be read from KV`, error);
  }
  return BUILT_IN_PAGES[path] ?? null;
}

import { i18nConfig, resources } from "./config";
import { englishPluralCategory, formatEnglishNumber } from "./english-numbers";

// The storefront's translator: the subset of i18next our locale files use (namespaces, `ns:key`,
// nested keys, `_zero`/`_one`/`_other` plurals by `count`, `{{name}}` and `{{name, number}}`,
// the en-CA → en-US fallback), in a few hundred bytes instead of i18next's 16 KB in every page's
// JavaScript (issue #8 budget; docs/decisions/0014-javascript-budget.md). Server and browser run this same
// code, so hydration sees the same words; i18n.test.ts checks every key against i18next itself.

export type Language = keyof typeof resources;
export type Namespace = (typeof i18nConfig.ns)[number];
type TranslateOptions = Record<string, unknown>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

type Tree = { readonly [key: string]: string | Tree };
type MutableTree = { [key: string]: string | MutableTree };

// The strings every page needs are in ./config.ts; a route adds its own page's strings when its
// module loads (addResources), so no page's JavaScript carries another page's copy (issue #8).
const registry: Record<string, Record<string, MutableTree>> = JSON.parse(JSON.stringify(resources));

function mergeInto(target: MutableTree, source: Tree) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === "object" && typeof existing === "object") mergeInto(existing, value);
    else target[key] = typeof value === "object" ? JSON.parse(JSON.stringify(value)) : value;
  }
}

/** Adds a page's strings to a namespace (merged key by key: `shop` gains the cart page's `cart.*`). */
export function addResources(lng: Language, ns: Namespace, tree: Tree): void {
  mergeInto(((registry[lng] ??= {})[ns] ??= {}), tree);
}

// English plurals and numbers are written out (english-numbers.ts; every language config.ts lists
// is English): a tab's first Intl call costs 26-100 ms of main thread (decision 0083).

function lookup(lng: string, ns: string, path: string): string | undefined {
  let node: string | Tree | undefined = registry[lng]?.[ns];
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** The language chain a lookup walks: the language, then the fallback. */
const chainOf = (lng: string) => (lng === i18nConfig.fallbackLng ? [lng] : [lng, i18nConfig.fallbackLng]);

function find(lng: string, ns: string, path: string, count: unknown): string | undefined {
  const chain = chainOf(lng);
  const inChain = (p: string) => {
    for (const l of chain) {
      const hit = lookup(l, ns, p);
      if (hit !== undefined) return hit;
    }
    return undefined;
  };
  if (typeof count === "number") {
    const zero = count === 0 ? inChain(`${path}_zero`) : undefined;
    if (zero !== undefined) return zero;
    const form = inChain(`${path}_${englishPluralCategory(count)}`);
    if (form !== undefined) return form;
  }
  return inChain(path);
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    const value = options?.[name];
    if (value === undefined || value === null) return whole;
    if (format === "number" && typeof value === "number") return formatEnglishNumber(value);
    return String(value);
  });
}

const translators = new Map<string, TFunction>();

/** `t` for a language and its namespaces (the first is the default; `ns:key` names another). */
export function translatorFor(lng: string, namespaces: readonly string[] = [i18nConfig.defaultNS]): TFunction {
  const id = `${lng}|${namespaces.join(",")}`;
  const known = translators.get(id);
  if (known) return known;
  const t: TFunction = (key, options) => {
    const colon = key.indexOf(":");
    const [ns, path] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [namespaces[0] ?? i18nConfig.defaultNS, key];
    const text = find(lng, ns, path, options?.count);
    return text === undefined ? path : interpolate(text, options);
  };
  translators.set(id, t);
  return t;
}

// spec §5 "Cleaning of outgoing payloads".

/**
 * Named noise properties (spec §5). The spellings are the data-attribute names pages put on tracked
 * elements (hyphenated) and the legacy snake/camel site-id fields; the camelCase list and widget context
 * fields of spec §3 (orgId, petId, plpType, landingPageType...) are payload fields and are kept.
 */
export const NOISE_PROPERTIES: ReadonlySet<string> = new Set([
  // site ids (spec §9: the market's site id is not reported)
  "siteId",
  "site_id",
  "site-id",
  "siteID",
  "org-id",
  "pet-id",
  // landing page fields
  "landing-page-type",
  "landing-page-name",
  // PLP fields
  "plp-type",
  "plp-type-value",
  "plp-facet-type",
  "plp-facet-type-value",
  // widget display attributes
  "widget-display",
  "widget-display-type",
  "widget-display-order",
  "widget-display-name",
  // action fields
  "action",
  "action-type",
  "action-value",
  "ecommerce-page-type",
  "user_logon_id",
  "page_url",
  "dFp",
]);

/**
 * spec §5: the dimension/metric map names the legacy GA 360 custom dimensions that are kept, under a
 * readable name. The spec lists the indexes but not the names; these names follow the spec §3 fields the
 * dimensions carry and are the single place to correct them.
 */
export const DIMENSION_NAMES: Readonly<Record<string, string>> = {
  dimension18: "customerID",
  dimension19: "authentication_state",
  dimension20: "page_type",
  dimension25: "viewType",
  dimension39: "searchInputKeyword",
  dimension40: "searchOutputKeyword",
  dimension66: "searchExperienceType",
  dimension85: "operatingSystem",
  dimension86: "appVersion",
  dimension96: "personalization_id",
  dimension104: "nma_linker_id",
  dimension106: "list",
  dimension110: "sourceView",
  dimension111: "cartType",
  metric5: "resultCount",
  metric6: "autoshipPrice",
  metric7: "productDiscountMetric",
  metric8: "pricePerUnit",
  metric9: "scroll_depth",
};

const UNNAMED_DIMENSION = /^dimension\d+$/;

/** spec §5: a deep-copy failure (cycles, BigInt) falls back to the original object. */
export function deepCopy<T>(value: T): T {
  try {
    return JSON.parse(JSON.stringify(value)) as T;
  } catch {
    return value;
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function cleanValue(value: unknown, seen: WeakSet<object>): unknown {
  if (Array.isArray(value)) return value.map((item) => cleanValue(item, seen));
  return isPlainObject(value) ? cleanObject(value, seen) : value;
}

function cleanObject(input: Record<string, unknown>, seen: WeakSet<object>): Record<string, unknown> {
  if (seen.has(input)) return input; // only reachable when deepCopy fell back on a cyclic object
  seen.add(input);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined || value === "") continue;
    if (NOISE_PROPERTIES.has(key)) continue;
    const named = DIMENSION_NAMES[key];
    if (named) {
      // An explicit field beats the legacy dimension that duplicates it.
      if (input[named] === undefined || input[named] === null || input[named] === "") out[named] = cleanValue(value, seen);
      continue;
    }
    if (UNNAMED_DIMENSION.test(key)) continue;
    out[key] = cleanValue(value, seen);
  }
  return out;
}

/**
 * Drops null, undefined and empty-string properties, the named noise properties and unnamed
 * "dimension" + digits properties, at every depth, on a deep copy (the caller's object is untouched).
 */
export function cleanPayload<T extends Record<string, unknown>>(payload: T): Record<string, unknown> {
  return cleanObject(deepCopy(payload), new WeakSet());
}

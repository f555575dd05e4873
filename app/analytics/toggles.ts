import { z } from "zod";
import { COLLECTOR_CONFIG_TOGGLE, COLLECTOR_SCRIPT_PATH, DEFAULT_COLLECTOR_CONFIG_KEY, EVENT_BLACKLIST_TOGGLE, PRODUCT } from "#analytics/constants.ts";
import { AnalyticsSettings } from "#analytics/schemas.ts";

// spec §3 "Session data response": analyticsToggles is a map of string-encoded JSON settings. They live
// in the CONTENT KV under one key, so switching the collector (or blacklisting an event) is a KV write,
// not a deploy. The value stored is exactly the map the user-context endpoint answers.

/** The CONTENT KV key holding the toggles map (JSON object of string → string-encoded JSON). */
export const ANALYTICS_TOGGLES_KEY = "analytics:toggles";

/** The platform name of the first-party collector in `collectorConfig.platforms`. */
const FIRST_PARTY_PLATFORM = PRODUCT;

/**
 * Used when the KV holds no toggles (or a toggle in it is invalid): the first-party collector for every
 * page type and an empty blacklist. The collector is our own script posting to our own endpoint, so
 * "on" is the safe default; turning it off is a KV write of `{"default":{"platforms":[]}}`.
 */
export const DEFAULT_ANALYTICS_TOGGLES: Readonly<Record<string, string>> = Object.freeze({
  [COLLECTOR_CONFIG_TOGGLE]: JSON.stringify({
    [DEFAULT_COLLECTOR_CONFIG_KEY]: { platforms: [FIRST_PARTY_PLATFORM], url: COLLECTOR_SCRIPT_PATH },
  }),
  [EVENT_BLACKLIST_TOGGLE]: JSON.stringify([]),
});

/** A string holding JSON that passes `schema`. */
const jsonString = (schema: z.ZodTypeAny) =>
  z.string().superRefine((raw, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "is not valid JSON" });
      return;
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${issue.path.join(".") || "(value)"}: ${issue.message}` });
      }
    }
  });

const BlacklistPattern = z.string().refine(
  (pattern) => {
    try {
      new RegExp(pattern);
      return true;
    } catch {
      return false;
    }
  },
  { message: "is not a valid regular expression" },
);

/** The known toggles with their value schemas; any other toggle must at least be a JSON string. */
const TOGGLE_SCHEMAS: Record<string, z.ZodTypeAny> = {
  [COLLECTOR_CONFIG_TOGGLE]: jsonString(AnalyticsSettings),
  [EVENT_BLACKLIST_TOGGLE]: jsonString(z.array(BlacklistPattern)),
};
const OtherToggle = jsonString(z.unknown());

const AnalyticsToggles = z.record(z.string());
type AnalyticsToggles = z.infer<typeof AnalyticsToggles>;

export interface ToggleReading {
  toggles: Record<string, string>;
  /** What was wrong with the stored value, for the server log (never shown to shoppers). */
  problems: string[];
}

/**
 * The toggles to answer from the raw KV text: defaults when empty; a valid stored toggle overrides its
 * default; an invalid one is reported and left at its default (or dropped when it has none), so a bad
 * KV write degrades one setting instead of breaking analytics.
 */
export function readToggles(raw: string | null): ToggleReading {
  const problems: string[] = [];
  if (raw === null || raw.trim() === "") return { toggles: { ...DEFAULT_ANALYTICS_TOGGLES }, problems };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { toggles: { ...DEFAULT_ANALYTICS_TOGGLES }, problems: [`${ANALYTICS_TOGGLES_KEY}: is not valid JSON`] };
  }
  const map = AnalyticsToggles.safeParse(parsed);
  if (!map.success) {
    const issues = map.error.issues.map((i) => `${[ANALYTICS_TOGGLES_KEY, ...i.path].join(".")}: ${i.message}`);
    return { toggles: { ...DEFAULT_ANALYTICS_TOGGLES }, problems: issues };
  }
  const toggles: Record<string, string> = { ...DEFAULT_ANALYTICS_TOGGLES };
  for (const [name, value] of Object.entries(map.data)) {
    const result = (TOGGLE_SCHEMAS[name] ?? OtherToggle).safeParse(value);
    if (result.success) toggles[name] = value;
    else problems.push(...result.error.issues.map((i) => `${ANALYTICS_TOGGLES_KEY}.${name}: ${i.message}`));
  }
  return { toggles, problems };
}

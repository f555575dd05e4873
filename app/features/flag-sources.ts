import type { Environment } from "#app/env/deployment.ts";
import { parseFlagList, type FlagSource } from "./flags";

// spec §9 the flag sources above the environment's (issue #11): a query (`?flags=miniPdp:on,ads:off`)
// and the experiment platform (app/experiments/experiments.ts). The query source is for testing a
// flag on a live page: only for internal traffic, or anywhere outside production. Pure.

export const FLAGS_QUERY_PARAM = "flags";

/** Whether this request may set flags by query (spec §9 / issue #11). */
export const queryFlagsAllowed = (environment: Environment, internal: boolean) => internal || environment !== "prd";

/**
 * The query's flags (`name:on` or `name=on`, comma-separated, as FEATURE_FLAGS is written), or none
 * when there is no such parameter, it is not allowed here, or it does not parse (a typo in a URL is
 * not an error page: it is ignored, and said so in the log).
 */
export function queryFlags(url: URL, allowed: boolean, log: (message: string) => void = () => undefined): FlagSource | null {
  const text = url.searchParams.get(FLAGS_QUERY_PARAM);
  if (text === null || !allowed) return null;
  const parsed = parseFlagList(text.replace(/:/g, "="));
  if ("error" in parsed) {
    log(`?${FLAGS_QUERY_PARAM} ignored: ${parsed.error}`);
    return null;
  }
  return parsed.flags;
}

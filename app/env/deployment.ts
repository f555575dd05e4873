// spec §9 environments and regions, validated wherever they are read (the Worker's env, app config on
// the page state). Anything else is refused with the spec's words.

// The environment names are declared once, by the analytics layer (analytics/constants.ts, the rule in
// analytics/environment.ts; decision 0041): analytics/ is a library that imports nothing of the app,
// so the app reads its table, through here, rather than the other way round.
import { ENVIRONMENTS, type Environment, MESSAGES } from "#analytics/constants.ts";

export { ENVIRONMENTS, type Environment };
export const INVALID_ENVIRONMENT = MESSAGES.INVALID_ENVIRONMENT;

export const REGIONS = ["use1", "use2", "cac1", "usw2"] as const;
/** Read by the Worker's env schema (app/env/env.server.ts), which refuses anything else with this message. */
export const INVALID_REGION = "Invalid region";

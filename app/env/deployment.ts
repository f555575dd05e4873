// spec §9 environments and regions, validated wherever they are read (the Worker's env, app config on
// the page state). Anything else is refused with the spec's words.

export const ENVIRONMENTS = ["dev", "qat", "stg", "prd"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const INVALID_ENVIRONMENT = "Invalid environment";

export const REGIONS = ["use1", "use2", "cac1", "usw2"] as const;
export type Region = (typeof REGIONS)[number];
export const INVALID_REGION = "Invalid region";

export function parseEnvironment(value: unknown): Environment {
  if (typeof value === "string" && (ENVIRONMENTS as readonly string[]).includes(value)) return value as Environment;
  throw new Error(INVALID_ENVIRONMENT);
}

export function parseRegion(value: unknown): Region {
  if (typeof value === "string" && (REGIONS as readonly string[]).includes(value)) return value as Region;
  throw new Error(INVALID_REGION);
}

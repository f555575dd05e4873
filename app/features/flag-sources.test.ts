import { describe, expect, it } from "vitest";
import { queryFlags, queryFlagsAllowed } from "./flag-sources";
import { DEFAULT_FLAGS, mergeFlags } from "./flags";

const url = (query: string) => new URL(`https://www.tailwise.com/b/dog_c288${query}`);

describe("the query flag source (spec §9: query > experiment > environment > page)", () => {
  it("is allowed for internal traffic anywhere, and for everyone outside production", () => {
    expect(queryFlagsAllowed("prd", true)).toBe(true);
    expect(queryFlagsAllowed("prd", false)).toBe(false);
    for (const environment of ["dev", "qat", "stg"] as const) expect(queryFlagsAllowed(environment, false)).toBe(true);
  });

  it("reads ?flags=name:on,name:off (or name=on), only when allowed", () => {
    expect(queryFlags(url("?flags=priceBucketsV2:on,ads:off"), true)).toEqual({ priceBucketsV2: true, ads: false });
    expect(queryFlags(url("?flags=priceBucketsV2%3Don"), true)).toEqual({ priceBucketsV2: true });
    expect(queryFlags(url("?flags=priceBucketsV2:on"), false)).toBeNull();
    expect(queryFlags(url(""), true)).toBeNull();
  });

  it("ignores a list with a mistake, saying why", () => {
    const said: string[] = [];
    expect(queryFlags(url("?flags=nope:on"), true, (m) => said.push(m))).toBeNull();
    expect(said[0]).toMatch(/\?flags ignored: unknown flag "nope"/);
  });

  it("wins over the experiment and the environment", () => {
    const env = mergeFlags({ ads: false }, DEFAULT_FLAGS);
    expect(mergeFlags(queryFlags(url("?flags=ads:on"), true)!, { ads: false }, env).ads).toBe(true);
    expect(mergeFlags({}, { ads: true }, env).ads).toBe(true);
    expect(mergeFlags({}, {}, env).ads).toBe(false);
  });
});

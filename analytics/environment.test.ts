import { describe, expect, it } from "vitest";
import { hostForEnvironment, isEnvironment, parseEnvironment } from "./environment";

describe("environment (spec §5, §7)", () => {
  it("must be one of prd, stg, qat, dev", () => {
    for (const env of ["prd", "stg", "qat", "dev"]) expect(parseEnvironment(env)).toBe(env);
    expect(isEnvironment("prod")).toBe(false);
  });
  it("otherwise throws the error 'Invalid environment'", () => {
    expect(() => parseEnvironment("prod")).toThrow(new Error("Invalid environment"));
    expect(() => parseEnvironment(undefined)).toThrow("Invalid environment");
  });
  it("uses the main site host in production and an environment-specific host elsewhere", () => {
    expect(hostForEnvironment("prd")).toBe("https://www.tailwise.com");
    const others = (["stg", "qat", "dev"] as const).map(hostForEnvironment);
    expect(new Set(others).size).toBe(3);
    others.forEach((h, i) => expect(h).toContain(["stg", "qat", "dev"][i]));
  });
});

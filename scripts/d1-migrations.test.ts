import { expect, it } from "vitest";
import { d1DatabaseId } from "./d1-migrations";

const toml = `
[[d1_databases]]
binding = "DB"
database_name = "catalogue"
database_id = "id-db"

[[d1_databases]]
database_name = "analytics"
binding = "ANALYTICS"
database_id = "id-analytics"

[[kv_namespaces]]
binding = "REDIRECTS"
id = "kv"
`;

it("finds each D1 binding's database id, whatever the order of its keys", () => {
  expect(d1DatabaseId("DB", toml)).toBe("id-db");
  expect(d1DatabaseId("ANALYTICS", toml)).toBe("id-analytics");
});

it("says which binding is missing", () => {
  expect(() => d1DatabaseId("ANALYTICS", toml.split("[[d1_databases]]").slice(0, 2).join("[[d1_databases]]"))).toThrow(/binding ANALYTICS/);
});

it("reads wrangler.toml: the two databases are different ones", () => {
  expect(d1DatabaseId("DB")).not.toBe(d1DatabaseId("ANALYTICS"));
});

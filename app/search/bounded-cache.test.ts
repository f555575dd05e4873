import { describe, expect, it } from "vitest";
import { BoundedCache, stringBytes } from "./bounded-cache";

const byLength = (k: string, v: string) => k.length + v.length;

describe("BoundedCache", () => {
  it("keeps entries while their bytes fit the budget", () => {
    const c = new BoundedCache<string, string>(10, byLength);
    c.set("a", "1234");
    c.set("b", "1234");
    expect(c.bytes).toBe(10);
    expect(c.get("a")).toBe("1234");
    expect(c.size).toBe(2);
  });

  it("drops the least recently used entries first when over budget", () => {
    const c = new BoundedCache<string, string>(10, byLength);
    c.set("a", "1234");
    c.set("b", "1234");
    c.get("a"); // a is now the most recent
    c.set("c", "12");
    expect(c.has("b")).toBe(false);
    expect(c.get("a")).toBe("1234");
    expect(c.get("c")).toBe("12");
    expect(c.bytes).toBe(8);
  });

  it("has does not refresh an entry", () => {
    const c = new BoundedCache<string, string>(10, byLength);
    c.set("a", "1234");
    c.set("b", "1234");
    c.has("a");
    c.set("c", "12");
    expect(c.has("a")).toBe(false);
    expect(c.has("b")).toBe(true);
  });

  it("replacing an entry counts only its new weight", () => {
    const c = new BoundedCache<string, string>(10, byLength);
    c.set("a", "12345678");
    c.set("a", "1");
    expect(c.bytes).toBe(2);
    expect(c.size).toBe(1);
  });

  it("never keeps an entry larger than the whole budget (and keeps the others)", () => {
    const c = new BoundedCache<string, string>(10, byLength);
    c.set("a", "1");
    c.set("b", "123456789012");
    expect(c.has("b")).toBe(false);
    expect(c.get("a")).toBe("1");
  });

  it("drops an entry on request, and its weight with it", () => {
    const c = new BoundedCache<string, string>(10, byLength);
    c.set("a", "1234");
    c.set("b", "1");
    c.delete("a");
    c.delete("nothing");
    expect(c.has("a")).toBe(false);
    expect(c.bytes).toBe(2);
  });
});

describe("stringBytes", () => {
  it("counts one byte a character for Latin-1 text and two otherwise", () => {
    expect(stringBytes('"dog"*')).toBe(16 + 6);
    expect(stringBytes("čaj")).toBe(16 + 6);
  });
});

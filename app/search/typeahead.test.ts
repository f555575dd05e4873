import { describe, expect, it } from "vitest";
import { askedPrefix, isSuggestions, LastAskWins, movedActive, optionsOf, suggestionsUrl } from "./typeahead";

describe("what the typeahead asks for", () => {
  it("is the field's text, trimmed, from two characters to 200", () => {
    expect(askedPrefix("  do ")).toBe("do");
    expect(askedPrefix(" d ")).toBeNull();
    expect(askedPrefix("a".repeat(200))).toBe("a".repeat(200));
    expect(askedPrefix("a".repeat(201))).toBeNull();
  });

  it("of the endpoint in the shopper's market", () => {
    expect(suggestionsUrl("", "dog fo")).toBe("/api/search-suggestions?q=dog%20fo");
    expect(suggestionsUrl("/ca", "chat & co")).toBe("/ca/api/search-suggestions?q=chat%20%26%20co");
  });
});

describe("the options", () => {
  const answer = {
    terms: [{ label: "dog food", href: "/s?query=dog+food" }],
    categories: [{ label: "Dog Food", href: "/b/dog-food_c1" }],
    brands: [],
    products: [
      { label: "Kibble", href: "/p/kibble_1" },
      { label: "Chow", href: "/p/chow_2" },
    ],
  };

  it("come as searches, categories, brands, then products, each with an id of its own", () => {
    expect(optionsOf(answer, "s").map((o) => [o.id, o.group, o.label])).toEqual([
      ["s-terms-0", "terms", "dog food"],
      ["s-categories-0", "categories", "Dog Food"],
      ["s-products-0", "products", "Kibble"],
      ["s-products-1", "products", "Chow"],
    ]);
  });

  it("are drawn only from an answer of the endpoint's shape", () => {
    expect(isSuggestions({ q: "do", ...answer })).toBe(true);
    expect(isSuggestions({ error: "Too many requests" })).toBe(false);
    expect(isSuggestions({ ...answer, brands: [{ label: "Acme" }] })).toBe(false);
    expect(isSuggestions(null)).toBe(false);
  });
});

describe("the arrow keys", () => {
  it("Down goes from the typed text to the first option, on to the last, then back to the text", () => {
    expect([-1, 0, 1, 2].map((a) => movedActive(a, 3, "ArrowDown"))).toEqual([0, 1, 2, -1]);
  });

  it("Up goes the other way round", () => {
    expect([-1, 2, 1, 0].map((a) => movedActive(a, 3, "ArrowUp"))).toEqual([2, 1, 0, -1]);
  });

  it("with no options stay on the typed text", () => {
    expect(movedActive(-1, 0, "ArrowDown")).toBe(-1);
    expect(movedActive(-1, 0, "ArrowUp")).toBe(-1);
  });
});

describe("the last typing wins", () => {
  it("an answer to an earlier ask is stale once a later one is made", () => {
    const asks = new LastAskWins();
    const first = asks.ask();
    const second = asks.ask();
    expect(asks.isLatest(first)).toBe(false);
    expect(asks.isLatest(second)).toBe(true);
  });

  it("and every answer is stale once the list is closed", () => {
    const asks = new LastAskWins();
    const ticket = asks.ask();
    asks.cancel();
    expect(asks.isLatest(ticket)).toBe(false);
  });
});

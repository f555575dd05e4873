import { describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger";
import { EVENT_NAME_TABLE, compileBlacklist, decideCdpName, eventKey, mapEventName } from "./event-names";

const name = (eventCategory: string, eventAction: string, eventLabel = "") => mapEventName({ eventCategory, eventAction, eventLabel });

describe("event-name mapping (spec §5)", () => {
  it("keys on category:action:label, ignoring case and repeated spaces", () => {
    expect(eventKey({ eventCategory: " PLP ", eventAction: "Product   Click", eventLabel: "Kibble: 5 lb" })).toBe("plp:product click:kibble: 5 lb");
  });
  it("names unmapped events 'Unidentified GA 360 Event'", () => {
    expect(name("nowhere", "nothing")).toBe("Unidentified GA 360 Event");
    expect(mapEventName({})).toBe("Unidentified GA 360 Event");
  });

  it.each([
    // the named events of spec §5
    ["mini cart", "remove item", "Product Removed"],
    ["plp", "product impression", "Product List Viewed"],
    ["pdp", "description expand", "Asset Clicked"],
    ["page", "view", "Page Viewed"],
    ["restricted states", "click", "Error Clicked"],
    ["restricted states", "view", "Error Viewed"],
    ["sign in", "login failure", "Login Failed"],
    ["autoship", "discontinued item", "Error Viewed", "view"],
    ["checkout", "payment failed", "Checkout Step Failed"],
    ["autoship", "add once to autoship", "addOnceToAutoship"],
    ["home", "personalize", "personalize"],
    ["pdp", "show more table", "Show More Table Button Clicked"],
  ])("%s : %s → %s", (category, action, expected, label = "") => {
    expect(name(category, action, label)).toBe(expected);
  });

  it.each([
    // every family of spec §5
    ["autoship", "manage click", "Autoship Clicked"],
    ["autoship", "change frequency", "Autoship Updated"],
    ["autoship", "view list", "Autoship Viewed"],
    ["plp", "add to cart", "Product Added"],
    ["plp", "product click", "Product Clicked"],
    ["pdp", "view", "Product Viewed"],
    ["mini cart", "checkout", "Checkout Started"],
    ["checkout", "place order", "Checkout Completed"],
    ["header", "logo click", "Navigation Clicked"],
    ["top nav", "view", "Navigation Viewed"],
    ["pet profile", "breed select", "Pet Profile Step Completed"],
    ["insurance", "step view", "Insurance Step Viewed"],
    ["insurance", "quote submit", "Insurance Step Completed"],
    ["food finder", "answer", "Micro-funnel Step Completed"],
    ["pharmacy", "add vet", "Prescription Vet Added"],
    ["promotion", "view", "Promotion Viewed"],
    ["promotion", "click", "Promotion Clicked"],
    ["carousel", "view", "Widget Viewed"],
    ["carousel", "arrow click", "Widget Clicked"],
    ["sign in", "login success", "Login Completed"],
    ["create account", "success", "Account Created"],
    ["search", "submit", "Products Searched"],
  ])("family: %s : %s → %s", (category, action, expected) => {
    expect(name(category, action)).toBe(expected);
  });

  it.each([
    // every feature area of spec §2
    ["plp", "facet select", "Product List Filtered"],
    ["plp", "sort change", "Product List Filtered"],
    ["plp", "sub-category click", "Navigation Clicked"],
    ["related list", "product click", "Product Clicked"],
    ["visually similar", "view", "Product List Viewed"],
    ["pdp", "review like", "Asset Clicked"],
    ["pdp", "review report", "Asset Clicked"],
    ["pdp", "review photo gallery", "Asset Clicked"],
    ["pdp", "write a review", "Product Reviewed"],
    ["pdp", "faq expand", "Asset Clicked"],
    ["pdp", "attributes expand", "Asset Clicked"],
    ["mini cart", "view", "Cart Viewed"],
    ["mini cart", "undo remove", "Product Added"],
    ["checkout", "order type autoship", "Checkout Step Completed"],
    ["checkout", "pet weight", "Checkout Step Completed"],
    ["autoship", "rename", "Autoship Updated"],
    ["autoship", "change next order date", "Autoship Updated"],
    ["autoship", "skip", "Autoship Updated"],
    ["autoship", "ship now", "Autoship Updated"],
    ["autoship", "cancel survey level 2", "Autoship Updated"],
    ["autoship", "discontinued item", "Autoship Updated", "replace"],
    ["autoship", "savings widget", "Autoship Viewed"],
    ["autoship", "promo code apply", "Autoship Updated"],
    ["autoship", "gift card apply", "Autoship Updated"],
    ["autoship", "account balance apply", "Autoship Updated"],
    ["pet profile", "pet type", "Pet Profile Step Completed"],
    ["pet profile", "name", "Pet Profile Step Completed"],
    ["pet profile", "weight", "Pet Profile Step Completed"],
    ["pet profile", "avatar", "Pet Profile Step Completed"],
    ["pet profile", "gender", "Pet Profile Step Completed"],
    ["pet profile", "birthday", "Pet Profile Step Completed"],
    ["pet profile", "adoption day", "Pet Profile Step Completed"],
    ["pet profile", "medication", "Pet Profile Step Completed"],
    ["pet profile", "allergy", "Pet Profile Step Completed"],
    ["pet profile", "health condition", "Pet Profile Step Completed"],
    ["pet profile", "edit save", "Pet Profile Updated"],
    ["food finder", "view step 1", "Micro-funnel Step Viewed"],
    ["connect with a vet", "chat click", "Asset Clicked"],
    ["pharmacy", "add pet", "Prescription Pet Added"],
    ["pharmacy", "approval method", "Prescription Approval Method Selected"],
    ["favorites", "add", "Product Added to Wishlist"],
    ["favorites", "remove", "Product Removed from Wishlist"],
    ["puppy guide", "download", "Asset Clicked"],
    ["browse nav", "category click", "Navigation Clicked"],
    ["footer", "contact phone", "Navigation Clicked"],
    ["banner", "click", "Widget Clicked"],
    ["card", "view", "Widget Viewed"],
    ["content block", "click", "Widget Clicked"],
    ["accordion", "expand", "Widget Clicked"],
  ])("feature area: %s : %s → %s", (category, action, expected, label = "") => {
    expect(name(category, action, label)).toBe(expected);
  });

  it("has no row that can never match because an earlier row shadows it with the same key", () => {
    const patterns = EVENT_NAME_TABLE.map(([p]) => p);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe("the delivery decision (spec §4)", () => {
  const logger = createLogger({ log: vi.fn(), warn: vi.fn(), error: vi.fn() }, () => false);
  const click = { eventCategory: "plp", eventAction: "product click", eventLabel: "Kibble" };

  it("sends mapped events", () => {
    expect(decideCdpName(click)).toEqual({ name: "Product Clicked", sendToCdp: true });
  });
  it("keeps unmapped events from the platform", () => {
    expect(decideCdpName({ eventCategory: "x", eventAction: "y" })).toEqual({ name: "Unidentified GA 360 Event", sendToCdp: false });
  });
  it("keeps blacklisted events from the platform, matching the category:action:label key or the name", () => {
    expect(decideCdpName(click, { blacklist: compileBlacklist(["^plp:product click"]) }).sendToCdp).toBe(false);
    expect(decideCdpName(click, { blacklist: compileBlacklist(["Product Clicked"]) }).sendToCdp).toBe(false);
    expect(decideCdpName(click, { blacklist: compileBlacklist(["^pdp:"]) }).sendToCdp).toBe(true);
  });
  it("keeps events flagged to skip from the platform", () => {
    expect(decideCdpName(click, { skip: true }).sendToCdp).toBe(false);
  });
  it("compiles the blacklist toggle, logging and skipping invalid expressions", () => {
    const warn = vi.fn();
    const list = compileBlacklist(
      ["ok", "(unclosed"],
      createLogger({ log: vi.fn(), warn, error: vi.fn() }, () => false),
    );
    expect(list).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith("Ignoring invalid blacklist pattern", "(unclosed");
    expect(compileBlacklist("not a list")).toEqual([]);
    void logger;
  });
});

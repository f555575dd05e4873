import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { DEFAULT_ANALYTICS_TOGGLES } from "./toggles";
import { UserContextQuery, buildUserContext, userContextVisitor } from "./user-context.server";

describe("the visitor: the verified session decides, the cookie gives the anonymous id", () => {
  const newVisitor = { registeredUser: false, customer: "new" as const };
  it("is a visitor with their anonymous id when there is no session", () => {
    expect(userContextVisitor(newVisitor, "abTestingAnonymousPID=a-1; other=x")).toEqual({
      registeredUser: false,
      hasPurchased: false,
      anonymousPersonalizationId: "a-1",
    });
    expect(userContextVisitor(newVisitor, null)).toEqual({ registeredUser: false, hasPurchased: false });
  });
  it("has purchased when the verified session says so, signed in or not", () => {
    expect(userContextVisitor({ registeredUser: false, customer: "existing" }, null)).toEqual({ registeredUser: false, hasPurchased: true });
  });
  it("is a registered user with their known id when the session names a customer (spec §4: the known id only for registered users)", () => {
    expect(userContextVisitor({ registeredUser: true, customer: "existing", knownPersonalizationId: "k-1" }, "abTestingAnonymousPID=a-1")).toEqual({
      registeredUser: true,
      hasPurchased: true,
      anonymousPersonalizationId: "a-1",
      knownPersonalizationId: "k-1",
    });
  });
  it("is not made registered by a known id cookie: anyone can write one", () => {
    expect(userContextVisitor(newVisitor, "abTestingKnownPID=k-1")).toEqual({ registeredUser: false, hasPurchased: false });
    expect(userContextVisitor({ ...newVisitor, knownPersonalizationId: "k-1" }, null)).not.toHaveProperty("knownPersonalizationId");
  });
});

describe("the user-context answer (spec §3 session data response)", () => {
  it("merges the market's additionalMetaData flat into userContextData", () => {
    const answer = buildUserContext({
      visitor: { registeredUser: false, hasPurchased: false, anonymousPersonalizationId: "a-1" },
      market: CA_MARKET,
      environment: "dev",
      pageType: "PLP",
      toggles: DEFAULT_ANALYTICS_TOGGLES,
    });
    expect(answer.userContextData).toEqual({
      isVisitor: true,
      registeredUser: false,
      hasPurchased: false,
      activeAutoship: false,
      triedAutoship: false,
      environment: "dev",
      pageType: "plp",
      personalizationId: "a-1",
      anonymousPersonalizationId: "a-1",
      knownPersonalizationId: undefined,
      market: "en-CA",
      region: "ca",
      siteId: 60,
      currency: "CAD",
      locale: "ca",
    });
    expect(answer.analyticsToggles).toEqual(DEFAULT_ANALYTICS_TOGGLES);
  });
  it("reports the known id as the personalization id of a registered user", () => {
    const answer = buildUserContext({
      visitor: { registeredUser: true, hasPurchased: true, anonymousPersonalizationId: "a-1", knownPersonalizationId: "k-1" },
      market: US_MARKET,
      environment: "prd",
      pageType: "pdp",
      toggles: {},
    });
    expect(answer.userContextData).toMatchObject({ isVisitor: false, registeredUser: true, hasPurchased: true, personalizationId: "k-1", siteId: 10 });
  });
});

describe("the user-context query", () => {
  it("needs a page type of letters, digits, - and _; lib is optional", () => {
    expect(UserContextQuery.safeParse({ pageType: "plp", lib: "tailwise-analytics" }).success).toBe(true);
    expect(UserContextQuery.safeParse({ pageType: "plp" }).success).toBe(true);
    for (const pageType of [undefined, "", "a b", "x".repeat(41)]) expect(UserContextQuery.safeParse({ pageType }).success).toBe(false);
  });
});

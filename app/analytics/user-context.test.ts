import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { DEFAULT_ANALYTICS_TOGGLES } from "./toggles";
import { UserContextQuery, buildUserContext, readVisitor } from "./user-context.server";

describe("the visitor, from the request cookies", () => {
  it("is a visitor with their anonymous id when there is no known id", () => {
    expect(readVisitor("abTestingAnonymousPID=a-1; other=x")).toEqual({ registeredUser: false, anonymousPersonalizationId: "a-1" });
    expect(readVisitor(null)).toEqual({ registeredUser: false });
  });
  it("is a registered user with a valid known id (stored only for registered users, spec §4)", () => {
    expect(readVisitor("abTestingKnownPID=k-1")).toEqual({ registeredUser: true, knownPersonalizationId: "k-1" });
    expect(readVisitor("abTestingKnownPID=null").registeredUser).toBe(false);
    expect(readVisitor('abTestingKnownPID="k-1"').registeredUser).toBe(false);
  });
});

describe("the user-context answer (spec §3 session data response)", () => {
  it("merges the market's additionalMetaData flat into userContextData", () => {
    const answer = buildUserContext({
      visitor: { registeredUser: false, anonymousPersonalizationId: "a-1" },
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
      visitor: { registeredUser: true, anonymousPersonalizationId: "a-1", knownPersonalizationId: "k-1" },
      market: US_MARKET,
      environment: "prd",
      pageType: "pdp",
      toggles: {},
    });
    expect(answer.userContextData).toMatchObject({ isVisitor: false, registeredUser: true, personalizationId: "k-1", siteId: 10 });
  });
});

describe("the user-context query", () => {
  it("needs a page type of letters, digits, - and _; lib is optional", () => {
    expect(UserContextQuery.safeParse({ pageType: "plp", lib: "tailwise-analytics" }).success).toBe(true);
    expect(UserContextQuery.safeParse({ pageType: "plp" }).success).toBe(true);
    for (const pageType of [undefined, "", "a b", "x".repeat(41)]) expect(UserContextQuery.safeParse({ pageType }).success).toBe(false);
  });
});

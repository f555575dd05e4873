import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { ContentSource } from "#app/content/content-document.ts";
import { fillOfferPlaceholders, offerCopyProblems, offerTextProblems } from "./managed-copy";
import { offersFor } from "./offers";

describe("offer placeholders in managed content", () => {
  const banner = {
    kind: "siteWideBanner",
    bodyText: "FREE {deliveryTimeframe} shipping on orders {freeShippingThreshold}+",
    ctas: [{ label: "Returns: {returnsDays} days", href: "/deals" }],
  };

  it("are filled with the visitor's own threshold: US $35 new, $49 existing; Canada $35", () => {
    expect(fillOfferPlaceholders(banner, offersFor(US_MARKET, false)).bodyText).toBe("FREE 1-3 day shipping on orders $35+");
    expect(fillOfferPlaceholders(banner, offersFor(US_MARKET, true)).bodyText).toBe("FREE 1-3 day shipping on orders $49+");
    expect(fillOfferPlaceholders(banner, offersFor(CA_MARKET, true)).bodyText).toBe("FREE 1-2 day shipping on orders $35+");
    expect(fillOfferPlaceholders(banner, offersFor(CA_MARKET, false)).ctas[0].label).toBe("Returns: 90 days");
  });

  it("leave anything else as written", () => {
    expect(fillOfferPlaceholders({ a: "{unknown} stays", n: 3, b: null }, offersFor(US_MARKET, false))).toEqual({ a: "{unknown} stays", n: 3, b: null });
  });
});

describe("offer copy that contradicts the offers table is refused", () => {
  it("the US banner seen on main: one text for every shopper cannot state a threshold that differs by class", () => {
    const problems = offerTextProblems("FREE shipping on orders over $49, or $35 on your first order", ["us"]);
    expect(problems.join("\n")).toMatch(
      /says \$49 for free shipping, but the threshold is \$35 for new and \$49 for existing customers in the US: write \{freeShippingThreshold\}/,
    );
    expect(problems.join("\n")).toMatch(/reads as the new-customer welcome offer/);
  });

  it("the welcome box seen on main: free shipping on a first order of $49+ is the welcome offer, for new customers only", () => {
    expect(
      offerTextProblems("New here? Get a $20 eGift card and free shipping on your first order of $49+ with code WELCOME20.", ["ca"]).length,
    ).toBeGreaterThan(0);
  });

  it("a literal threshold the table agrees with for every shopper of the text's market passes (Canada $35)", () => {
    expect(offerTextProblems("FREE shipping on orders over $35", ["ca"])).toEqual([]);
    // The same text for both markets would tell a US existing customer $35.
    expect(offerTextProblems("FREE shipping on orders over $35", ["us", "ca"]).length).toBe(1);
    expect(offerTextProblems("FREE shipping on orders over $49", ["ca"])[0]).toMatch(/\$35 for new and \$35 for existing customers in Canada/);
  });

  it("delivery timeframes and returns windows the market does not give", () => {
    expect(offerTextProblems("FREE 1-2 day shipping on orders {freeShippingThreshold}+", ["us"])[0]).toMatch(
      /delivery in the US is 1-3 day: write \{deliveryTimeframe\}/,
    );
    expect(offerTextProblems("Free 1-2 day delivery", ["ca"])).toEqual([]);
    expect(offerTextProblems("365-day returns on everything", ["ca"])[0]).toMatch(/Canada gives 90: write \{returnsDays\}/);
    expect(offerTextProblems("Free returns on most items within 90 days of delivery", ["ca"])).toEqual([]);
    expect(offerTextProblems("Free returns on most items within 90 days of delivery", ["us"]).length).toBe(1);
  });

  it("unknown placeholders", () => {
    expect(offerTextProblems("FREE shipping over {threshold}", ["us"])[0]).toMatch(/\{threshold\} is not an offer placeholder/);
  });

  it("copy with placeholders and no offer words passes", () => {
    for (const text of [
      "FREE {deliveryTimeframe} shipping on orders {freeShippingThreshold}+",
      "{returnsDays}-day returns",
      "Save 5% on repeat deliveries",
      "Oversized items may carry a $10 handling fee.",
    ]) {
      expect(offerTextProblems(text, ["us", "ca"]), text).toEqual([]);
    }
  });

  it("names where each problem is: a market's page, a shared page, a listing rule", () => {
    const zones = (text: string) => [{ order: 1, components: [{ kind: "banner", item: { header: text } }] }];
    const problems = offerCopyProblems({
      pages: {
        "site:header": { byMarket: { us: { zones: zones("Ships free from $35") }, ca: { zones: zones("Ships free from $35") } } },
        home: { zones: zones("Use code WELCOME20") },
      },
      listing: { rules: [{ markets: ["ca"], zones: { zone1: [{ kind: "banner", item: { header: "365-day returns" } }] } }] },
    });
    expect(problems.map((p) => p.path.join("."))).toEqual([
      "pages.site:header.byMarket.us.zones.0.components.0.item.header",
      "pages.home.zones.0.components.0.item.header",
      "listing.rules.0.zones.zone1.0.item.header",
    ]);
  });
});

describe("the managed content seed (content/content.json)", () => {
  const seed = JSON.parse(readFileSync(new URL("../../content/content.json", import.meta.url), "utf8"));

  it("says nothing the offers table contradicts, and is valid as the Worker reads it", () => {
    expect(offerCopyProblems(seed)).toEqual([]);
    expect(ContentSource.safeParse(seed).success).toBe(true);
  });

  it("is refused as a whole when one text contradicts the table (content:check, content:publish and the Worker)", () => {
    const bad = structuredClone(seed);
    bad.pages["site:header"].byMarket.us.zones[0].components[0].bodyText = "FREE shipping on orders over $49, or $35 on your first order";
    const parsed = ContentSource.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join("."))).toContain("pages.site:header.byMarket.us.zones.0.components.0.bodyText");
  });
});

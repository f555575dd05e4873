import { describe, expect, it } from "vitest";
import usCommon from "#locales/en-US/common.json";
import caCommon from "#locales/en-CA/common.json";
import { CART_COOKIES } from "#app/cart/cart-cookie.ts";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { deliveryLine, returnsLine, welcomeOffer } from "#app/offers/offers.ts";
import { XSRF_COOKIE } from "#app/security/same-origin.ts";
import { ContentPage } from "./content-page";
import { CA_LEGAL_FACTS, LEGAL_FACTS, US_LEGAL_FACTS, freeShippingSentence, privacyPage, termsPage } from "./legal-pages";

/** All the words a page shows, in one string. */
const textOf = (input: unknown) => {
  const page = ContentPage.parse(input);
  return [page.title, page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.body, ...s.list, s.link?.label ?? ""])].join("\n");
};

describe("freeShippingSentence", () => {
  it("US: $49 for existing customers, $35 for new ones (spec §9)", () => {
    expect(freeShippingSentence(US_LEGAL_FACTS)).toBe(
      "Orders of $49 or more ship free for existing customers; for new customers, free shipping starts at $35.",
    );
  });

  it("Canada: $35 for new and existing customers alike (spec §9)", () => {
    expect(freeShippingSentence(CA_LEGAL_FACTS)).toBe("Orders of $35 or more ship free, for new and existing customers alike.");
  });
});

describe("legal facts", () => {
  it("come from the offers table, as the header, footer and cart say them", () => {
    for (const [facts, market] of [
      [US_LEGAL_FACTS, US_MARKET],
      [CA_LEGAL_FACTS, CA_MARKET],
    ] as const) {
      expect(facts).toMatchObject({ returns: returnsLine(market), delivery: deliveryLine(market), welcomeOffer: welcomeOffer(market, false) });
    }
  });

  it("name the cart cookie the cart really sets in each market", () => {
    expect(LEGAL_FACTS.us.cartCookie).toBe(CART_COOKIES.us);
    expect(LEGAL_FACTS.ca.cartCookie).toBe(CART_COOKIES.ca);
  });
});

describe.each([
  {
    region: "us" as const,
    currency: "USD",
    threshold: "$49",
    delivery: "1-3 day delivery",
    returns: "365-day returns",
    law: "US state privacy laws",
    phone: usCommon.support.phone,
    other: "PIPEDA",
  },
  {
    region: "ca" as const,
    currency: "CAD",
    threshold: "$35",
    delivery: "1-2 day delivery",
    returns: "Free returns on most items within 90 days of delivery",
    law: "PIPEDA",
    phone: caCommon.support.phone,
    other: "US state privacy laws",
  },
])("pages for the $region market", ({ region, currency, threshold, delivery, returns, law, phone, other }) => {
  const terms = textOf(termsPage(LEGAL_FACTS[region]));
  const privacy = textOf(privacyPage(LEGAL_FACTS[region]));

  it("say plainly that Tailwise is a fictional store", () => {
    expect(terms).toContain("Tailwise is a fictional store");
    expect(privacy).toContain("Tailwise is a fictional store");
  });

  it("terms state the market's currency, shipping threshold, delivery, returns and Autoship saving", () => {
    expect(terms).toContain(currency);
    expect(terms).toContain(`Orders of ${threshold} or more ship free`);
    expect(terms).toContain(delivery);
    expect(terms).toContain(returns);
    expect(terms).toContain("save 5% on repeat deliveries");
    for (const heading of [
      "Who we are",
      "Orders and prices",
      "Shipping",
      "Returns",
      "Autoship",
      "Gift cards",
      "Prescriptions and veterinary diets",
      "Notify-me e-mails",
      "Changes to these terms",
    ]) {
      expect(terms).toContain(heading);
    }
  });

  it("privacy names the market's law and not the other market's", () => {
    expect(privacy).toContain(law);
    expect(privacy).not.toContain(other);
  });

  it("privacy lists the cookies and storage the site really uses", () => {
    for (const name of [CART_COOKIES[region], XSRF_COOKIE, "abTestingAnonymousPID", "sessionAcquisitionData"]) expect(privacy).toContain(name);
  });

  it("show no phone number but the market's own support line", () => {
    const numbers = [...`${terms}\n${privacy}`.matchAll(/\d[\d-]{8,}\d/g)].map((m) => m[0]);
    expect(new Set(numbers)).toEqual(new Set([phone]));
  });
});

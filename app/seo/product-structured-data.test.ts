import { describe, expect, it } from "vitest";
import { NO_DATA_FOR, errors, unexpected, validate } from "./structured-data-validator.testkit";
import { breadcrumbJsonLd, jsonLdScriptContent, productJsonLd, type ProductStructuredDataInput, type StructuredDataCrumb } from "./product-structured-data";

const ORIGIN = "https://example.com";
const US_FREE_SHIPPING = { country: "US", currency: "USD", deliveryDays: { min: 1, max: 3 } } as const;
const US_RETURNS = { country: "US", returnable: true, days: 365, freeReturnShipping: false } as const;

function productInput(overrides: Partial<ProductStructuredDataInput> = {}): ProductStructuredDataInput {
  return {
    origin: ORIGIN,
    path: "/kibble-co-chicken/dp/101",
    name: "Kibble Co Chicken Recipe Dry Dog Food",
    description: "Real chicken first.",
    image: "/images/products/101.jpg",
    partNumber: "KC-101",
    gtin: "012345678905",
    brand: "Kibble Co",
    currency: "USD",
    rating: { ratingValue: 4.6, reviewCount: 212 },
    returnPolicy: US_RETURNS,
    items: [
      {
        partNumber: "KC-101-5",
        name: "5-lb bag",
        price: 12.49,
        gtin: "012345678912",
        availability: "in-stock",
        url: "/kibble-co-chicken/dp/101?item=1001",
        shipping: null,
      },
      {
        partNumber: "KC-101-30",
        name: "30-lb bag",
        price: 54,
        availability: "out-of-stock",
        url: "/kibble-co-chicken/dp/101?item=1002",
        shipping: US_FREE_SHIPPING,
      },
      {
        partNumber: "KC-101-40",
        name: "40-lb bag",
        price: 61.5,
        gtin: null,
        availability: "discontinued",
        url: "/kibble-co-chicken/dp/101?item=1003",
        shipping: US_FREE_SHIPPING,
      },
    ],
    ...overrides,
  };
}

const CANADA: Partial<ProductStructuredDataInput> = {
  path: "/ca/kibble-co-chicken/dp/101",
  currency: "CAD",
  returnPolicy: { country: "CA", returnable: true, days: 90, freeReturnShipping: true },
  items: [
    {
      partNumber: "KC-101-5",
      name: "5-lb bag",
      price: 35.99,
      availability: "in-stock",
      url: "/ca/kibble-co-chicken/dp/101?item=1001",
      shipping: { country: "CA", currency: "CAD", deliveryDays: { min: 1, max: 2 } },
    },
  ],
};

type Offer = Record<string, unknown>;
function offersOf(document: Record<string, unknown>): Offer[] {
  return document.offers as Offer[];
}

describe("productJsonLd (spec §3 Structured product data)", () => {
  it("is a schema.org Product with name, image as an absolute URL, description and url", () => {
    const product = productJsonLd(productInput());
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Kibble Co Chicken Recipe Dry Dog Food",
      image: "https://example.com/images/products/101.jpg",
      description: "Real chicken first.",
      url: "https://example.com/kibble-co-chicken/dp/101",
    });
    expect(productJsonLd(productInput({ image: "https://img.example.net/101.jpg" })).image).toBe("https://img.example.net/101.jpg");
  });

  it("sku from partNumber", () => {
    expect(productJsonLd(productInput()).sku).toBe("KC-101");
  });

  it("gtin12 from gtin", () => {
    expect(productJsonLd(productInput()).gtin12).toBe("012345678905");
  });

  it.each([null, undefined, ""])("gtin12 is empty when missing, and the key is kept (gtin %j)", (gtin) => {
    const product = productJsonLd(productInput({ gtin }));
    expect(product).toHaveProperty("gtin12", "");
  });

  it("brand is a Brand with the brand's name", () => {
    expect(productJsonLd(productInput()).brand).toEqual({ "@type": "Brand", name: "Kibble Co" });
  });

  it("one Offer per item: price as a string with 2 decimals, currency, availability, absolute url, new condition, sold by Tailwise", () => {
    const offers = offersOf(productJsonLd(productInput()));
    expect(offers).toHaveLength(3);
    expect(offers[0]).toEqual({
      "@type": "Offer",
      name: "5-lb bag",
      sku: "KC-101-5",
      gtin12: "012345678912",
      price: "12.49",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: "https://example.com/kibble-co-chicken/dp/101?item=1001",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: "Tailwise" },
      hasMerchantReturnPolicy: {
        "@type": "MerchantReturnPolicy",
        applicableCountry: "US",
        returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
        merchantReturnDays: 365,
        returnMethod: "https://schema.org/ReturnByMail",
      },
    });
    expect(offers.map((offer) => offer.price)).toEqual(["12.49", "54.00", "61.50"]);
    // An item without a gtin has no gtin12 on its offer (the product carries the spec's empty one).
    expect(offers[1]).not.toHaveProperty("gtin12");
    expect(offers[2]).not.toHaveProperty("gtin12");
  });

  it("availability is the schema.org URL: InStock, OutOfStock, Discontinued", () => {
    expect(offersOf(productJsonLd(productInput())).map((offer) => offer.availability)).toEqual([
      "https://schema.org/InStock",
      "https://schema.org/OutOfStock",
      "https://schema.org/Discontinued",
    ]);
  });

  it("Canada: prices in CAD and URLs under /ca", () => {
    const product = productJsonLd(productInput(CANADA));
    expect(product.url).toBe("https://example.com/ca/kibble-co-chicken/dp/101");
    expect(offersOf(product)).toEqual([
      expect.objectContaining({ price: "35.99", priceCurrency: "CAD", url: "https://example.com/ca/kibble-co-chicken/dp/101?item=1001" }),
    ]);
  });

  describe("shipping and returns (issue #27, decision 0068)", () => {
    it("an offer that ships free says so: no charge, to the market's country, in its delivery days", () => {
      expect(offersOf(productJsonLd(productInput()))[1].shippingDetails).toEqual({
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: 0, currency: "USD" },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "US" },
        deliveryTime: {
          "@type": "ShippingDeliveryTime",
          transitTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 3, unitCode: "DAY" },
        },
      });
      expect(offersOf(productJsonLd(productInput(CANADA)))[0].shippingDetails).toMatchObject({
        shippingRate: { value: 0, currency: "CAD" },
        shippingDestination: { addressCountry: "CA" },
        deliveryTime: { transitTime: { minValue: 1, maxValue: 2 } },
      });
    });

    it("an offer below the threshold states no shipping rather than an invented fee", () => {
      expect(offersOf(productJsonLd(productInput()))[0]).not.toHaveProperty("shippingDetails");
    });

    it("every offer carries the market's return policy; Canada's return shipping is free", () => {
      const [offer] = offersOf(productJsonLd(productInput(CANADA)));
      expect(offer.hasMerchantReturnPolicy).toEqual({
        "@type": "MerchantReturnPolicy",
        applicableCountry: "CA",
        returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
        merchantReturnDays: 90,
        returnMethod: "https://schema.org/ReturnByMail",
        returnFees: "https://schema.org/FreeReturn",
      });
    });

    it("a product the terms say cannot be returned says returns are not permitted", () => {
      const offers = offersOf(productJsonLd(productInput({ returnPolicy: { country: "US", returnable: false } })));
      for (const offer of offers) {
        expect(offer.hasMerchantReturnPolicy).toEqual({
          "@type": "MerchantReturnPolicy",
          applicableCountry: "US",
          returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
        });
      }
    });

    it("no offer has priceValidUntil: the catalogue knows no end date for a price", () => {
      for (const offer of [...offersOf(productJsonLd(productInput())), ...offersOf(productJsonLd(productInput(CANADA)))]) {
        expect(offer).not.toHaveProperty("priceValidUntil");
      }
    });
  });

  it("an item whose price is not a readable amount is left out; with no items, offers is left out", () => {
    const items = productInput().items;
    const product = productJsonLd(productInput({ items: [{ ...items[0], price: Number.NaN }, items[1], { ...items[2], price: -1 }] }));
    expect(offersOf(product).map((offer) => offer.sku)).toEqual(["KC-101-30"]);
    expect(productJsonLd(productInput({ items: [] }))).not.toHaveProperty("offers");
  });

  it("the rating block has ratingValue, reviewCount and best rating 5", () => {
    expect(productJsonLd(productInput()).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      reviewCount: 212,
      bestRating: 5,
    });
  });

  it.each([
    ["no rating summary", null],
    ["a review count of 0", { ratingValue: 0, reviewCount: 0 }],
    ["a review count that is not a number", { ratingValue: 4, reviewCount: Number.NaN }],
  ])("structured data includes the rating block only when a review count exists (%s)", (_, rating) => {
    expect(productJsonLd(productInput({ rating }))).not.toHaveProperty("aggregateRating");
  });

  describe("validated with the rich-result validator", () => {
    it("passes with no error and no warning but missing recommended fields the catalogue has no data for", async () => {
      expect(unexpected(await validate(productJsonLd(productInput())))).toEqual([]);
      expect(unexpected(await validate(productJsonLd(productInput(CANADA))))).toEqual([]);
    });

    it("passes without a rating block (offers alone qualify); the validator then recommends aggregateRating", async () => {
      const issues = await validate(productJsonLd(productInput({ rating: null })));
      expect(unexpected(issues, [...NO_DATA_FOR, "aggregateRating"])).toEqual([]);
      expect(issues.map((issue) => issue.issueMessage)).toContain('Missing field "aggregateRating" (optional)');
    });

    it("passes with gtin12 empty; the validator then warns that no gtin is given", async () => {
      const issues = await validate(productJsonLd(productInput({ gtin: null, items: [productInput().items[1]] })));
      expect(errors(issues)).toEqual([]);
      expect(unexpected(issues).filter((line) => !line.includes('Missing one of field "gtin"'))).toEqual([]);
      expect(issues.some((issue) => issue.issueMessage.startsWith('Missing one of field "gtin"'))).toBe(true);
    });

    it("passes with returns not permitted, and with the US policy that states no return fee", async () => {
      expect(unexpected(await validate(productJsonLd(productInput({ returnPolicy: { country: "US", returnable: false } }))))).toEqual([]);
      const issues = await validate(productJsonLd(productInput()));
      expect(issues.map((issue) => issue.issueMessage)).toContain('Missing field "returnFees" (optional)');
    });

    it("rejects shipping details without a rate, and a return policy without its country", async () => {
      const product = productJsonLd(productInput());
      const offers = offersOf(product);
      delete (offers[1].shippingDetails as Record<string, unknown>).shippingRate;
      delete (offers[2].hasMerchantReturnPolicy as Record<string, unknown>).applicableCountry;
      expect(errors(await validate(product))).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Required attribute "shippingRate" is missing'),
          "Either applicableCountry and returnPolicyCategory or merchantReturnLink must be present",
        ]),
      );
    });

    it("rejects a Product with no offers, review or aggregateRating", async () => {
      const issues = await validate(productJsonLd(productInput({ items: [], rating: null })));
      expect(errors(issues)).toEqual([
        'One of the following attributes is required: "aggregateRating", "offers" or "review"',
        'Required attribute "offers" is missing',
      ]);
    });

    it("rejects an Offer without a price", async () => {
      const product = productJsonLd(productInput());
      delete offersOf(product)[0].price;
      expect(errors(await validate(product))).toEqual([expect.stringContaining('Required attribute "price" is missing')]);
    });

    it("rejects a rating outside the best rating 5", async () => {
      const product = productJsonLd(productInput({ rating: { ratingValue: 7, reviewCount: 3 } }));
      expect(errors(await validate(product))).toEqual(["Rating is outside the specified or default range"]);
    });

    it("reports a type or property that is not in schema.org", async () => {
      const product = productJsonLd(productInput());
      const [offer] = offersOf(product);
      offer.priceCurency = offer.priceCurrency;
      product.brand = { "@type": "Brandd", name: "Kibble Co" };
      expect(unexpected(await validate(product))).toEqual([
        'ERROR Product: Type "Brandd" is not a valid schema.org type',
        'WARNING Product: Property "priceCurency" for type "Offer" is not supported by the schema.org specification',
      ]);
    });
  });
});

const PRODUCT_TRAIL: StructuredDataCrumb[] = [
  { breadcrumbText: "Home", type: "category", href: "/" },
  { breadcrumbText: "Dog Food", type: "category", href: "/b/dog-food_c288" },
  { breadcrumbText: "Chicken", type: "facet", href: "/s?rh=c:288,FoodFlavor:Chicken" },
  { breadcrumbText: "Kibble Co Chicken Recipe Dry Dog Food", type: "product" },
];

describe("breadcrumbJsonLd (spec §3 Breadcrumb entry)", () => {
  it("is a BreadcrumbList of ListItems with position from 1, name from breadcrumbText and item as an absolute URL", () => {
    const crumbs = PRODUCT_TRAIL.filter((crumb) => crumb.type !== "facet");
    expect(breadcrumbJsonLd(crumbs, ORIGIN)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.com/" },
        { "@type": "ListItem", position: 2, name: "Dog Food", item: "https://example.com/b/dog-food_c288" },
        { "@type": "ListItem", position: 3, name: "Kibble Co Chicken Recipe Dry Dog Food" },
      ],
    });
  });

  it("type facet is left out of structured data, and positions are renumbered", () => {
    const list = breadcrumbJsonLd(PRODUCT_TRAIL, ORIGIN).itemListElement as Record<string, unknown>[];
    expect(list.map((item) => [item.position, item.name])).toEqual([
      [1, "Home"],
      [2, "Dog Food"],
      [3, "Kibble Co Chicken Recipe Dry Dog Food"],
    ]);
  });

  it("the last crumb may omit item, and keeps it when it has an href", () => {
    const list = breadcrumbJsonLd([...PRODUCT_TRAIL.slice(0, 3)], ORIGIN).itemListElement as Record<string, unknown>[];
    // The facet was last; once it is left out, Dog Food is last and keeps its URL.
    expect(list.at(-1)).toEqual({ "@type": "ListItem", position: 2, name: "Dog Food", item: "https://example.com/b/dog-food_c288" });
  });

  it("a crumb before the last without an href is left out (Google needs item on all but the last)", () => {
    const list = breadcrumbJsonLd(
      [{ breadcrumbText: "Home", type: "category", href: "/ca" }, { breadcrumbText: "Results for “kibble”", type: "search" }, PRODUCT_TRAIL[3]],
      ORIGIN,
    ).itemListElement as Record<string, unknown>[];
    expect(list).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://example.com/ca" },
      { "@type": "ListItem", position: 2, name: "Kibble Co Chicken Recipe Dry Dog Food" },
    ]);
  });

  it("passes the rich-result validator", async () => {
    expect(unexpected(await validate(breadcrumbJsonLd(PRODUCT_TRAIL, ORIGIN)))).toEqual([]);
  });

  it("the validator flags a crumb before the last without item", async () => {
    const list = breadcrumbJsonLd(PRODUCT_TRAIL, ORIGIN);
    delete (list.itemListElement as Record<string, unknown>[])[1].item;
    expect(unexpected(await validate(list))).toEqual(['WARNING BreadcrumbList: Field "item" with URL is missing']);
  });
});

describe("jsonLdScriptContent", () => {
  const hostile = "Chew Toy </script><script>alert(1)</script> <!-- & \u2028\u2029 >";

  it("escapes <, >, & and U+2028/U+2029 so a product name can never close the script", () => {
    const content = jsonLdScriptContent(productJsonLd(productInput({ name: hostile, description: hostile })));
    expect(content).not.toMatch(/[<>&\u2028\u2029]/);
    expect(content).toContain("\\u003c/script\\u003e");
    expect(content).toContain("\\u0026");
    expect(content).toContain("\\u2028\\u2029");
  });

  it("JSON.parse reads the same value back", () => {
    const documents = [productJsonLd(productInput({ name: hostile })), breadcrumbJsonLd(PRODUCT_TRAIL, ORIGIN)];
    expect(JSON.parse(jsonLdScriptContent(documents))).toEqual(documents);
  });

  it("what the page carries still passes the rich-result validator", async () => {
    const content = jsonLdScriptContent([productJsonLd(productInput({ name: hostile })), breadcrumbJsonLd(PRODUCT_TRAIL, ORIGIN)]);
    const documents = JSON.parse(content) as Record<string, unknown>[];
    expect(unexpected(await validate(...documents))).toEqual([]);
  });
});

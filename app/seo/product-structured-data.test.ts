import { beforeAll, describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  jsonLdScriptContent,
  productJsonLd,
  type ProductStructuredDataInput,
  type StructuredDataCrumb,
} from "./product-structured-data";

// ---------------------------------------------------------------------------------------------
// The validator: @adobe/structured-data-validator (Adobe's implementation of Google's rich-result
// required and recommended fields per type: Product, Offer, AggregateRating, BreadcrumbList, ...),
// plus its schema.org check (unknown types are errors, unknown properties warnings), fed with the
// excerpt of the schema.org vocabulary below because the tests run offline.

interface ValidationIssue {
  issueMessage: string;
  severity: "ERROR" | "WARNING";
  fieldNames?: string[];
  rootType?: string;
  errorType?: string;
}
/** What web-auto-extractor would hand over for a page: the JSON-LD documents grouped by @type. */
interface ExtractedData {
  jsonld: Record<string, Record<string, unknown>[]>;
}
interface StructuredDataValidator {
  validate(data: ExtractedData): Promise<ValidationIssue[]>;
}
/** The package's entry (`src/index.js`) has only a default export, the Validator class. */
type ValidatorModule = { default: new (schemaOrgJson?: { "@graph": Record<string, unknown>[] }) => StructuredDataValidator };

/**
 * The package ships no type declarations. The specifier is held in a variable so TypeScript does
 * not look for them; the shape used here is declared just above.
 */
const VALIDATOR_PACKAGE: string = "@adobe/structured-data-validator";

/**
 * An excerpt of the schema.org vocabulary, release 30.0 (`schemaorg-current-https.jsonld`): for each
 * type this module emits and each of its ancestors, every property whose domain includes it,
 * copied unchanged (Brand's second parent, `cmns-cls:Classifier`, is outside schema.org and left
 * out). Types outside the excerpt are reported as unknown, so the documents must use
 * only these types.
 */
const SCHEMA_ORG_30_EXCERPT: Record<string, { parents: string[]; properties: string }> = {
  Thing: {
    parents: [],
    properties: `
      additionalType alternateName description disambiguatingDescription identifier image
      mainEntityOfPage name owner potentialAction sameAs subjectOf url`,
  },
  Intangible: {
    parents: ["Thing"],
    properties: "",
  },
  Product: {
    parents: ["Thing"],
    properties: `
      additionalProperty aggregateRating asin audience award awards brand category color colorSwatch
      countryOfAssembly countryOfLastProcessing countryOfOrigin depth displayLocation funding gtin
      gtin12 gtin13 gtin14 gtin8 hasAdultConsideration hasCertification hasEnergyConsumptionDetails
      hasGS1DigitalLink hasMeasurement hasMerchantReturnPolicy height inProductGroupWithID
      isAccessoryOrSparePartFor isConsumableFor isFamilyFriendly isRelatedTo isSimilarTo isVariantOf
      itemCondition keywords logo manufacturer material mobileUrl model mpn negativeNotes nsn offers
      pattern positiveNotes productID productionDate purchaseDate releaseDate review reviews size sku
      slogan weight width`,
  },
  Offer: {
    parents: ["Intangible"],
    properties: `
      acceptedPaymentMethod addOn additionalProperty advanceBookingRequirement aggregateRating
      areaServed asin availability availabilityEnds availabilityStarts availableAtOrFrom
      availableDeliveryMethod businessFunction category checkoutPageURLTemplate deliveryLeadTime
      eligibleCustomerType eligibleDuration eligibleQuantity eligibleRegion eligibleTransactionVolume
      gtin gtin12 gtin13 gtin14 gtin8 hasAdultConsideration hasGS1DigitalLink hasMeasurement
      hasMerchantReturnPolicy includesObject ineligibleRegion inventoryLevel isFamilyFriendly
      itemCondition itemOffered leaseLength mobileUrl mpn offeredBy price priceCurrency
      priceSpecification priceValidUntil review reviews seller serialNumber shippingDetails sku
      validForMemberTier validFrom validThrough warranty`,
  },
  Brand: {
    parents: ["Intangible"],
    properties: `
      aggregateRating logo review slogan`,
  },
  Organization: {
    parents: ["Thing"],
    properties: `
      acceptedPaymentMethod actionableFeedbackPolicy address agentInteractionStatistic aggregateRating
      alumni areaServed award awards brand companyRegistration contactPoint contactPoints
      correctionsPolicy department dissolutionDate diversityPolicy diversityStaffingReport duns email
      employee employees ethicsPolicy event events faxNumber founder founders foundingDate
      foundingLocation funder funding globalLocationNumber hasCertification hasCredential
      hasGS1DigitalLink hasMemberProgram hasMerchantReturnPolicy hasOfferCatalog hasPOS
      hasShippingService interactionStatistic isicV4 iso6523Code keywords knowsAbout knowsLanguage
      legalAddress legalName legalRepresentative leiCode location logo makesOffer member memberOf
      members naics nonprofitStatus numberOfEmployees ownershipFundingInfo owns parentOrganization
      publishingPrinciples review reviews seeks serviceArea skills slogan sponsor subOrganization
      taxID telephone unnamedSourcesPolicy vatID`,
  },
  Rating: {
    parents: ["Intangible"],
    properties: `
      author bestRating ratingExplanation ratingValue reviewAspect worstRating`,
  },
  AggregateRating: {
    parents: ["Rating"],
    properties: `
      itemReviewed ratingCount reviewCount`,
  },
  ItemList: {
    parents: ["Intangible"],
    properties: `
      aggregateElement itemListElement itemListOrder numberOfItems`,
  },
  BreadcrumbList: {
    parents: ["ItemList"],
    properties: "",
  },
  ListItem: {
    parents: ["Intangible"],
    properties: `
      item nextItem position previousItem`,
  },
};

function schemaOrgVocabulary(): { "@graph": Record<string, unknown>[] } {
  const classes = Object.entries(SCHEMA_ORG_30_EXCERPT).map(([type, { parents }]) => ({
    "@id": `schema:${type}`,
    "@type": "rdfs:Class",
    ...(parents.length > 0 ? { "rdfs:subClassOf": parents.map((parent) => ({ "@id": `schema:${parent}` })) } : {}),
  }));
  const domains = new Map<string, string[]>();
  for (const [type, { properties }] of Object.entries(SCHEMA_ORG_30_EXCERPT)) {
    for (const property of properties.split(/\s+/).filter(Boolean)) domains.set(property, [...(domains.get(property) ?? []), type]);
  }
  const properties = [...domains].map(([property, types]) => ({
    "@id": `schema:${property}`,
    "@type": "rdf:Property",
    "schema:domainIncludes": types.map((type) => ({ "@id": `schema:${type}` })),
  }));
  return { "@graph": [...classes, ...properties] };
}

let validator: StructuredDataValidator;
beforeAll(async () => {
  const { default: Validator } = (await import(VALIDATOR_PACKAGE)) as ValidatorModule;
  validator = new Validator(schemaOrgVocabulary());
});

/** Validates documents as the page would carry them (each a top-level JSON-LD object). */
async function validate(...documents: Record<string, unknown>[]): Promise<ValidationIssue[]> {
  const jsonld: ExtractedData["jsonld"] = {};
  for (const document of structuredClone(documents)) {
    const type = String(document["@type"]);
    (jsonld[type] ??= []).push(document);
  }
  return validator.validate({ jsonld });
}

/**
 * Recommended fields (Google, via the validator) that the catalogue has no data for: each shows as
 * a "Missing field … (optional)" warning, which does not stop a rich result. Any other warning, and
 * any error, fails the test.
 */
const NO_DATA_FOR = [
  "review",
  "audience",
  "color",
  "hasCertification",
  "inProductGroupWithID",
  "isVariantOf",
  "material",
  "mpn",
  "pattern",
  "size",
  "subjectOf",
  "priceValidUntil",
  "worstRating",
];
const MISSING_RECOMMENDED = /^Missing field "([^"]+)" \(optional\)$/;

/** Issues other than a missing recommended field from `allowedMissing`, as readable lines. */
function unexpected(issues: ValidationIssue[], allowedMissing: readonly string[] = NO_DATA_FOR): string[] {
  return issues
    .filter((issue) => {
      const missing = MISSING_RECOMMENDED.exec(issue.issueMessage);
      return issue.severity === "ERROR" || !missing || !allowedMissing.includes(missing[1]);
    })
    .map((issue) => `${issue.severity} ${issue.rootType}: ${issue.issueMessage}`);
}

function errors(issues: ValidationIssue[]): string[] {
  return issues.filter((issue) => issue.severity === "ERROR").map((issue) => issue.issueMessage);
}

const ORIGIN = "https://example.com";

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
    items: [
      { partNumber: "KC-101-5", name: "5-lb bag", price: 12.49, gtin: "012345678912", availability: "in-stock", url: "/kibble-co-chicken/dp/101?item=1001" },
      { partNumber: "KC-101-30", name: "30-lb bag", price: 54, availability: "out-of-stock", url: "/kibble-co-chicken/dp/101?item=1002" },
      { partNumber: "KC-101-40", name: "40-lb bag", price: 61.5, gtin: null, availability: "discontinued", url: "/kibble-co-chicken/dp/101?item=1003" },
    ],
    ...overrides,
  };
}

const CANADA: Partial<ProductStructuredDataInput> = {
  path: "/ca/kibble-co-chicken/dp/101",
  currency: "CAD",
  items: [{ partNumber: "KC-101-5", name: "5-lb bag", price: 15.99, availability: "in-stock", url: "/ca/kibble-co-chicken/dp/101?item=1001" }],
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
      expect.objectContaining({ price: "15.99", priceCurrency: "CAD", url: "https://example.com/ca/kibble-co-chicken/dp/101?item=1001" }),
    ]);
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
      expect(errors(await validate(product))).toEqual([
        expect.stringContaining('Required attribute "price" is missing'),
      ]);
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

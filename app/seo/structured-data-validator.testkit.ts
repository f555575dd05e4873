// Test kit (not a test): the structured-data validator the unit tests and the worker tests share.
// ---------------------------------------------------------------------------------------------
// The validator: @adobe/structured-data-validator (Adobe's implementation of Google's rich-result
// required and recommended fields per type: Product, Offer, AggregateRating, BreadcrumbList, ...),
// plus its schema.org check (unknown types are errors, unknown properties warnings), fed with the
// excerpt of the schema.org vocabulary below because the tests run offline.

export interface ValidationIssue {
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
  StructuredValue: {
    parents: ["Intangible"],
    properties: "",
  },
  MonetaryAmount: {
    parents: ["StructuredValue"],
    properties: `
      currency maxValue minValue validFrom validThrough value`,
  },
  OfferShippingDetails: {
    parents: ["StructuredValue"],
    properties: `
      deliveryTime depth doesNotShip hasShippingService height shippingDestination shippingOrigin
      shippingRate validForMemberTier weight width`,
  },
  Place: {
    parents: ["Thing"],
    properties: `
      additionalProperty address aggregateRating amenityFeature branchCode containedIn
      containedInPlace containsPlace event events faxNumber geo geoContains geoCoveredBy geoCovers
      geoCrosses geoDisjoint geoEquals geoIntersects geoOverlaps geoTouches geoWithin
      globalLocationNumber hasCertification hasDriveThroughService hasGS1DigitalLink hasMap
      isAccessibleForFree isicV4 keywords latitude logo longitude map maps maximumAttendeeCapacity
      openingHoursSpecification photo photos publicAccess review reviews slogan smokingAllowed
      specialOpeningHoursSpecification telephone tourBookingPage`,
  },
  DefinedRegion: {
    parents: ["Place", "StructuredValue"],
    properties: `
      addressCountry addressRegion postalCode postalCodePrefix postalCodeRange`,
  },
  ShippingDeliveryTime: {
    parents: ["StructuredValue"],
    properties: `
      businessDays cutoffTime handlingTime transitTime`,
  },
  QuantitativeValue: {
    parents: ["StructuredValue"],
    properties: `
      additionalProperty maxValue minValue unitCode unitText value valueReference`,
  },
  MerchantReturnPolicy: {
    parents: ["Intangible"],
    properties: `
      additionalProperty applicableCountry customerRemorseReturnFees
      customerRemorseReturnLabelSource customerRemorseReturnShippingFeesAmount inStoreReturnsOffered
      itemCondition itemDefectReturnFees itemDefectReturnLabelSource
      itemDefectReturnShippingFeesAmount merchantReturnDays merchantReturnLink refundType
      restockingFee returnFees returnLabelSource returnMethod returnPolicyCategory
      returnPolicyCountry returnPolicySeasonalOverride returnShippingFeesAmount validForMemberTier`,
  },
  Action: {
    parents: ["Thing"],
    properties: `
      actionProcess actionStatus agent endTime error instrument location object participant provider
      result startTime target`,
  },
  SearchAction: {
    parents: ["Action"],
    properties: `
      query`,
  },
  EntryPoint: {
    parents: ["Intangible"],
    properties: `
      actionApplication actionPlatform application contentType encodingType httpMethod urlTemplate`,
  },
  WebSite: {
    parents: ["CreativeWork"],
    properties: `
      issn`,
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
  CreativeWork: {
    parents: ["Thing"],
    properties: `
      about abstract accessMode accessModeSufficient accessibilityAPI accessibilityControl
      accessibilityFeature accessibilityHazard accessibilitySummary accountablePerson
      acquireLicensePage aggregateRating alternativeHeadline archivedAt assesses associatedMedia
      audience audio author award awards character citation comment commentCount conditionsOfAccess
      contentLocation contentRating contentReferenceTime contributor copyrightHolder copyrightNotice
      copyrightYear correction countryOfOrigin creativeWorkStatus creator creditText dateCreated
      dateModified datePublished digitalSourceType discussionUrl displayLocation editEIDR editor
      educationalAlignment educationalLevel educationalUse encoding encodingFormat encodings
      exampleOfWork expires fileFormat funder funding genre hasPart headline inLanguage
      interactionStatistic interactivityType interpretedAsClaim isAccessibleForFree isBasedOn
      isBasedOnUrl isFamilyFriendly isPartOf keywords learningResourceType license locationCreated
      mainEntity maintainer material materialExtent mentions offers pattern position producer
      provider publication publisher publisherImprint publishingPrinciples recordedAt releasedEvent
      review reviews schemaVersion sdDatePublished sdLicense sdPublisher size sourceOrganization
      spatial spatialCoverage sponsor teaches temporal temporalCoverage text thumbnail thumbnailUrl
      timeRequired translationOfWork translator typicalAgeRange usageInfo version video wordCount
      workExample workTranslation`,
  },
  WebPage: {
    parents: ["CreativeWork"],
    properties: `
      breadcrumb lastReviewed mainContentOfPage primaryImageOfPage relatedLink reviewedBy
      significantLink significantLinks speakable specialty`,
  },
  FAQPage: {
    parents: ["WebPage"],
    properties: "",
  },
  Comment: {
    parents: ["CreativeWork"],
    properties: `
      downvoteCount parentItem sharedContent upvoteCount`,
  },
  Question: {
    parents: ["Comment"],
    properties: `
      acceptedAnswer answerCount eduQuestionType parentItem suggestedAnswer`,
  },
  Answer: {
    parents: ["Comment"],
    properties: `
      answerExplanation parentItem`,
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

let validator: Promise<StructuredDataValidator> | undefined;
async function loadValidator(): Promise<StructuredDataValidator> {
  const { default: Validator } = (await import(VALIDATOR_PACKAGE)) as ValidatorModule;
  return new Validator(schemaOrgVocabulary());
}

/** Validates documents as the page would carry them (each a top-level JSON-LD object). */
export async function validate(...documents: Record<string, unknown>[]): Promise<ValidationIssue[]> {
  const jsonld: ExtractedData["jsonld"] = {};
  for (const document of structuredClone(documents)) {
    const type = String(document["@type"]);
    (jsonld[type] ??= []).push(document);
  }
  validator ??= loadValidator();
  return (await validator).validate({ jsonld });
}

/**
 * Recommended fields (Google, via the validator) that the catalogue has no data for: each shows as
 * a "Missing field … (optional)" warning, which does not stop a rich result. Any other warning, and
 * any error, fails the test.
 */
export const NO_DATA_FOR = [
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
  // Merchant listings (decision 0068): each store ships to its whole country (no region or postal
  // code narrows it), states one delivery window from order to door (no separate handling time), and
  // the US terms state no return fee.
  "addressRegion",
  "postalCode",
  "handlingTime",
  "returnFees",
];
const MISSING_RECOMMENDED = /^Missing field "([^"]+)" \(optional\)$/;
/** The validator's wording when one of several recommended fields is wanted: each one is named. */
const MISSING_ONE_OF_RECOMMENDED = /^One of the following conditions needs to be met: (Missing field "[^"]+" \(optional\)(?: or |$))+$/;

/** The recommended fields a warning says are missing, or null when it says something else. */
function missingRecommended(message: string): string[] | null {
  const single = MISSING_RECOMMENDED.exec(message);
  if (single) return [single[1]];
  if (!MISSING_ONE_OF_RECOMMENDED.test(message)) return null;
  return [...message.matchAll(/Missing field "([^"]+)"/g)].map((match) => match[1]);
}

/** Issues other than a missing recommended field from `allowedMissing`, as readable lines. */
export function unexpected(issues: ValidationIssue[], allowedMissing: readonly string[] = NO_DATA_FOR): string[] {
  return issues
    .filter((issue) => {
      const missing = missingRecommended(issue.issueMessage);
      return issue.severity === "ERROR" || !missing || !missing.every((field) => allowedMissing.includes(field));
    })
    .map((issue) => `${issue.severity} ${issue.rootType}: ${issue.issueMessage}`);
}

export function errors(issues: ValidationIssue[]): string[] {
  return issues.filter((issue) => issue.severity === "ERROR").map((issue) => issue.issueMessage);
}

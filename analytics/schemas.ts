import { z } from "zod";
import { coerceNumber, coercePosition, coerceString } from "./coerce";
import { ENVIRONMENTS, MESSAGES } from "./constants";

// The payload types of spec §3 as zod schemas: the boundary types for server code (the user-context and
// collector endpoints) and the source of the TypeScript types. The browser entry imports these as types
// only (`import type`), so zod never reaches the page bundle; validate.ts mirrors them with small checks.

const str = z.preprocess(coerceString, z.string());
const num = z.preprocess(coerceNumber, z.number());
const position = z.preprocess(coercePosition, z.number().int());
const optStr = str.nullish();
const optNum = num.nullish();
const optBool = z.boolean().nullish();
const flag = z.union([z.boolean(), z.string()]).nullish();

/** spec §3 "Location" */
export const Location = z
  .object({
    hostname: str,
    href: str,
    pathname: str,
    port: num,
    protocol: str,
    path: optStr,
    hash: optStr,
    search: optStr,
  })
  .passthrough();
export type Location = z.infer<typeof Location>;

const identityFields = {
  personalization_id: str,
  authentication_state: str,
  page_type: str,
  customerID: optStr,
  viewType: optStr,
  appVersion: optStr,
  user_id: optStr,
  operatingSystem: optStr,
  nma_linker_id: optStr,
};

/** spec §3 "Page payload" */
export const PagePayload = z.object(identityFields).passthrough();
export type PagePayload = z.infer<typeof PagePayload>;

/** spec §3 "Event payload" (further fields such as event_name or emission_path pass through). */
export const EventPayload = z
  .object({
    ...identityFields,
    eventCategory: str,
    eventAction: str,
    eventNonInt: z.boolean(),
    eventLabel: optStr,
    eventValue: optStr,
    app_version: optStr,
  })
  .passthrough();
export type EventPayload = z.infer<typeof EventPayload>;

/**
 * spec §3 "A device fingerprint holds os, browser, device memory, cores, touch points, anonymous id,
 * user id, region, event uuid and timestamps" (analytics/fingerprint.ts builds it). Strict and
 * bounded: the collector stores what it accepts, so nothing else rides in under this name.
 */
export const DeviceFingerprint = z
  .object({
    os: z.string().max(40),
    browser: z.string().max(40),
    device_memory: z.number().nonnegative().max(4096).optional(),
    cores: z.number().int().nonnegative().max(4096).optional(),
    touch_points: z.number().int().nonnegative().max(256).optional(),
    anonymous_id: z.string().min(1).max(128),
    user_id: z.string().max(128).optional(),
    region: z.string().max(16),
    event_uuid: z.string().min(1).max(64),
    timestamps: z.object({ event: z.number().int().nonnegative(), page_load: z.number().int().nonnegative().optional() }).strict(),
  })
  .strict();
export type DeviceFingerprint = z.infer<typeof DeviceFingerprint>;

/** spec §3 emission_path: 1 for events derived from tag-manager events, 2 otherwise. */
const EMISSION_PATHS = [1, 2] as const;

/**
 * The further fields of spec §3 an event or page payload may carry that the collector checks before
 * storing (everything else passes through as Segment's clients send it); timeReceived is the
 * collector's own (set on ingest, whatever a client sent).
 */
export const CollectedEventFields = z
  .object({
    emission_path: z.union([z.literal(EMISSION_PATHS[0]), z.literal(EMISSION_PATHS[1])]).optional(),
    scroll_depth: z.number().int().min(0).max(100).optional(),
    device_fingerprint: DeviceFingerprint.optional(),
  })
  .passthrough();

/** spec §3 "Promotion" */
export const Promotion = z.object({ creative: str, name: str, promotion_id: str, position: position.nullish() }).passthrough();
export type Promotion = z.infer<typeof Promotion>;

/** spec §3 "Product record (outgoing)"; property names are Segment e-commerce v2's. */
export const OutgoingProduct = z
  .object({
    product_id: str,
    sku: str,
    name: str,
    price: num,
    position,
    category: optNum,
    brand: optStr,
    quantity: optNum,
    variant: optStr,
    coupon: optStr,
  })
  .passthrough();
export type OutgoingProduct = z.infer<typeof OutgoingProduct>;

/** spec §3 "Product record as collected for events": what pages hand in; every field optional. */
export const CollectedProduct = z
  .object({
    id: optStr,
    partNumber: optStr,
    sku: optStr,
    product_id: optStr,
    name: optStr,
    price: optNum,
    brand: optStr,
    category: z.union([z.number(), z.string()]).nullish(),
    variant: optStr,
    position: position.nullish(),
    quantity: optNum,
    prevQuantity: optNum,
    productDealsFlag: flag,
    promotion: optStr,
    pageNumber: optNum,
    isCustomizable: flag,
    orderId: optStr,
    parentAutoshipOrderId: optStr,
    autoshipId: optStr,
    inStockFlag: flag,
    giftCardCount: optNum,
    giftCardAmount: optNum,
    giftCardRedeemCount: optNum,
    giftCardRedeemValue: optNum,
    isMonetized: flag,
    newCatEntryType: optStr,
    list: optStr,
    recommendationStrategies: z.union([z.string(), z.array(z.string())]).nullish(),
    sourceKeyId: optStr,
    autoshipEligible: flag,
    autoshipApplied: flag,
    pricePerUnit: z.union([z.number(), z.string()]).nullish(),
    lastPurchased: optStr,
    isBestSeller: flag,
    isEnhanced: flag,
    enhancedSegment: optStr,
    autoshipPrice: optNum,
    productDiscountMetric: optNum,
    piqImpressionId: optStr,
  })
  .passthrough();
export type CollectedProduct = z.infer<typeof CollectedProduct>;

/** spec §3 "List context" (hyphenated names are the spec's). */
export const ListContext = z
  .object({
    resultCount: optNum,
    searchInputKeyword: optStr,
    searchOutputKeyword: optStr,
    searchExperienceType: optStr,
    "list-category": optStr,
    "list-page-number": optNum,
    sourceView: optStr,
    prescriptionId: optStr,
    petId: optStr,
    vetId: optStr,
    expirationDate: optStr,
    prescriptionStatusLevel1: optStr,
    prescriptionStatusLevel2: optStr,
    unitsRemaining: optNum,
    rxItemsDisplayed: optNum,
    featuresPresent: z.union([z.string(), z.array(z.string())]).nullish(),
    orgId: optStr,
    cartType: optStr,
  })
  .passthrough();
export type ListContext = z.infer<typeof ListContext>;

/** spec §3 "Content widget context" */
export const ContentWidgetContext = z
  .object({
    creativeId: optStr,
    creativeName: optStr,
    widgetId: optStr,
    widgetType: optStr,
    widgetTypeValue: optStr,
    plpType: optStr,
    plpTypeValue: optStr,
    plpFacetType: optStr,
    plpFacetTypeValue: optStr,
    searchQueryName: optStr,
    landingPageType: optStr,
    landingPageName: optStr,
    pdpParentPartNumber: optStr,
    placementSlotNumber: optNum,
    placementSlotUid: optStr,
    pageType: optStr,
  })
  .passthrough();
export type ContentWidgetContext = z.infer<typeof ContentWidgetContext>;

/** spec §3 "Session attributes" */
export const SessionAttributes = z.object({
  isVisitor: optBool,
  registeredUser: optBool,
  environment: z.enum(ENVIRONMENTS).nullish(),
  utm_source: optStr,
  utm_medium: optStr,
  utm_campaign: optStr,
  utm_term: optStr,
  utm_content: optStr,
  browserType: optStr,
  os: optStr,
  referralURL: optStr,
  hasPurchased: optBool,
  activeAutoship: optBool,
  triedAutoship: optBool,
});
export type SessionAttributes = z.infer<typeof SessionAttributes>;

/** spec §3 "Analytics settings": one collector config, default or per lowercase page type. */
export const CollectorConfig = z.object({
  platforms: z.array(z.string()).optional(),
  url: z.string().optional(),
});
export type CollectorConfig = z.infer<typeof CollectorConfig>;
export const AnalyticsSettings = z.record(CollectorConfig);
export type AnalyticsSettings = z.infer<typeof AnalyticsSettings>;

/**
 * spec §3 "Session data response": userContextData (its optional additionalMetaData merged flat into it)
 * and analyticsToggles, a map of string-encoded JSON settings.
 */
export const SessionDataResponse = z
  .object({
    userContextData: z.record(z.unknown()).nullish(),
    analyticsToggles: z.record(z.string()).nullish(),
  })
  .transform(({ userContextData, analyticsToggles }) => {
    const { additionalMetaData, ...rest } = userContextData ?? {};
    const meta = additionalMetaData && typeof additionalMetaData === "object" ? additionalMetaData : {};
    return { userContextData: { ...rest, ...meta }, analyticsToggles: analyticsToggles ?? {} };
  });
export type SessionDataResponse = z.output<typeof SessionDataResponse>;

/** Maps zod issues to the spec §5 messages, so the server logs the same texts the browser does. */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const name = issue.path.join(".");
    if (issue.code === z.ZodIssueCode.invalid_type) {
      if (issue.received === "undefined") return MESSAGES.required(name);
      if (issue.received === "null") return MESSAGES.notNullable(name);
      return MESSAGES.wrongType(name, issue.received, issue.expected);
    }
    return `'${name}' ${issue.message}`;
  });
}

/** spec §5: checks only log. Returns the coerced value when valid, else the input unchanged. */
export function validateWith<T extends z.ZodTypeAny>(schema: T, value: unknown, log: (message: string) => void): z.output<T> | unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  issueMessages(result.error).forEach(log);
  return value;
}

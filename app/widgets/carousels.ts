// Carousel widgets (spec §3 "Carousel widget request": carouselId, or page and slot; the widget call
// payload, a list of partNumber, quantity, refetch; spec §4 reason codes). Which carousels exist,
// where each page's slots take theirs from, what each needs, and why one shows nothing. Pure.
// Through the URL module that passes the product paths on: imported straight, the product-path
// module would fall out of that module's browser chunk into one of its own (~150 B more per listing).
import { PART_NUMBER_PATTERN } from "#app/urls/listing-url.ts";
import { z } from "zod";

/** spec §4 carousel reason codes: why a carousel shows no products (or, `loading`, not yet). */
export type CarouselReason = "error" | "insufficientrecords" | "loading" | "requirementsunmet";

/** Fewer products than this and the carousel is not shown (reason insufficientrecords). */
export const MIN_CAROUSEL_PRODUCTS = 4;
/** A carousel shows at most this many. */
export const MAX_CAROUSEL_PRODUCTS = 12;

/** Every carousel the widget service computes, what it needs, and its title. */
export const CAROUSELS = {
  "similar-items": { title: "Similar items", needs: "partNumber" },
  "visually-similar": { title: "Shop similar", needs: "partNumber" },
  "bought-together": { title: "Frequently bought together", needs: "partNumber" },
  "top-in-category": { title: "Top picks in this category", needs: "categoryId" },
  "recently-viewed": { title: "Recently viewed", needs: "recentlyViewed" },
  "todays-deals": { title: "Today's deals", needs: null },
  "top-brands": { title: "Top brands", needs: null },
  "top-sellers": { title: "Popular with pet parents", needs: null },
} as const satisfies Record<string, { title: string; needs: "partNumber" | "categoryId" | "recentlyViewed" | null }>;
export type CarouselId = keyof typeof CAROUSELS;
const CAROUSEL_IDS = Object.keys(CAROUSELS) as CarouselId[];

/** The carousel each page's slot shows (spec §3 "page and slot"). */
export const CAROUSEL_SLOTS = {
  home: { deals: "todays-deals", brands: "top-brands", recent: "recently-viewed" },
  pdp: { shopSimilar: "visually-similar", similar: "similar-items", together: "bought-together", recent: "recently-viewed" },
  plp: { top: "top-in-category", empty: "top-sellers", recent: "recently-viewed" },
  cart: { together: "bought-together" },
} as const satisfies Record<string, Record<string, CarouselId>>;

/** spec §3 the widget call payload: the products the carousel is about (a product page's, a cart's). */
const WidgetCallItem = z.object({
  partNumber: z.string().regex(PART_NUMBER_PATTERN, "a part number"),
  quantity: z.number().int().min(1).max(999),
  /** ask for a fresh answer rather than one kept (every answer is computed fresh today) */
  refetch: z.boolean().default(false),
});
type WidgetCallItem = z.infer<typeof WidgetCallItem>;

export const CarouselRequest = z
  .object({
    carouselId: z.enum(CAROUSEL_IDS as [CarouselId, ...CarouselId[]]).optional(),
    page: z.string().max(20).optional(),
    slot: z.string().max(20).optional(),
    categoryId: z
      .string()
      .regex(/^\d{1,12}$/, "a category id")
      .optional(),
    items: z.array(WidgetCallItem).max(50).default([]),
  })
  .refine((request) => request.carouselId !== undefined || (request.page !== undefined && request.slot !== undefined), {
    message: "give a carouselId, or a page and a slot",
  });
export type CarouselRequest = z.infer<typeof CarouselRequest>;

/** What a carousel will be computed from, or why it cannot be. */
export type CarouselPlan =
  | { ok: true; carouselId: CarouselId; partNumber?: string; categoryId?: string; recentlyViewed?: string[] }
  | { ok: false; carouselId: CarouselId | null; reason: CarouselReason; message: string };

/** The carousel a request names (by id, or by page and slot) and whether it has what it needs. */
export function planCarousel(request: CarouselRequest, visitor: { recentlyViewed: readonly string[] }): CarouselPlan {
  const slots = request.page ? (CAROUSEL_SLOTS as Record<string, Record<string, CarouselId>>)[request.page] : undefined;
  const carouselId = request.carouselId ?? (request.slot ? slots?.[request.slot] : undefined);
  if (!carouselId) return { ok: false, carouselId: null, reason: "requirementsunmet", message: `no carousel in slot ${request.slot} of page ${request.page}` };
  const needs = CAROUSELS[carouselId].needs;
  if (needs === "partNumber") {
    const partNumber = request.items[0]?.partNumber;
    return partNumber
      ? { ok: true, carouselId, partNumber }
      : { ok: false, carouselId, reason: "requirementsunmet", message: `${carouselId} needs a product (items)` };
  }
  if (needs === "categoryId") {
    return request.categoryId
      ? { ok: true, carouselId, categoryId: request.categoryId }
      : { ok: false, carouselId, reason: "requirementsunmet", message: `${carouselId} needs a categoryId` };
  }
  if (needs === "recentlyViewed") {
    // The products already in the request (the page's own) are not "recently viewed" suggestions.
    const shown = new Set(request.items.map((item) => item.partNumber));
    const recentlyViewed = visitor.recentlyViewed.filter((partNumber) => !shown.has(partNumber));
    return recentlyViewed.length
      ? { ok: true, carouselId, recentlyViewed }
      : { ok: false, carouselId, reason: "requirementsunmet", message: "no recently viewed products" };
  }
  return { ok: true, carouselId };
}

/** Recently viewed shows even one product: it is the shopper's own list, not a recommendation. */
export const MIN_RECENTLY_VIEWED_PRODUCTS = 1;

/** A computed carousel's products, or the reason it shows none. */
export function carouselOutcome<P>(products: readonly P[], min: number = MIN_CAROUSEL_PRODUCTS): { products: P[]; reason: CarouselReason | null } {
  if (products.length < min) return { products: [], reason: "insufficientrecords" };
  return { products: products.slice(0, MAX_CAROUSEL_PRODUCTS), reason: null };
}

// The carousel operation of the widget service (spec §7), as both clients send it, and the shape its
// answer is checked against (zod at the boundary).
import { z } from "zod";

export const CAROUSEL_QUERY = /* GraphQL */ `
  query Carousel($carouselId: String, $page: String, $slot: String, $categoryId: String, $items: [WidgetCallItem!]) {
    carousel(carouselId: $carouselId, page: $page, slot: $slot, categoryId: $categoryId, items: $items) {
      carouselId
      title
      reason
      products { partNumber name href image price strikePrice rating ratingCount }
    }
  }
`;

export const CarouselAnswer = z.object({
  carousel: z.object({
    carouselId: z.string().nullable(),
    title: z.string().nullable(),
    reason: z.string().nullable(),
    products: z.array(z.object({ partNumber: z.string(), name: z.string(), href: z.string(), image: z.string(), price: z.string(), strikePrice: z.string().nullable(), rating: z.number(), ratingCount: z.number() })),
  }),
});
export type CarouselAnswer = z.infer<typeof CarouselAnswer>;

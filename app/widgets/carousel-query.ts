// The carousel operation of the widget service (spec §7), as both clients send it, and the shape its
// answer is checked against (zod at the boundary), read back into the shelf view every surface renders.
import { z } from "zod";
import type { ShelfProductView } from "#app/content/zone-view.ts";
import { STOCK_ENUM } from "#app/graphql/stock-enum.ts";
import type { StockState } from "#app/catalogue/stock.ts";

export const CAROUSEL_QUERY = /* GraphQL */ `
  query Carousel($carouselId: String, $page: String, $slot: String, $categoryId: String, $items: [WidgetCallItem!]) {
    carousel(carouselId: $carouselId, page: $page, slot: $slot, categoryId: $categoryId, items: $items) {
      carouselId
      title
      reason
      products {
        partNumber
        name
        href
        image
        rating
        ratingCount
        stock
        price
        strikePrice
        strikeSavingsPct
        ppu
        autoshipPrice
        autoshipPct
        firstAutoshipPrice
        firstAutoshipPct
        mapMessage
        deal
      }
    }
  }
`;

const STOCK_BY_ENUM = Object.fromEntries(Object.entries(STOCK_ENUM).map(([state, name]) => [name, state])) as Record<
  (typeof STOCK_ENUM)[StockState],
  StockState
>;
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);
const pct = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? undefined);

const CarouselProduct = z
  .object({
    partNumber: z.string(),
    name: z.string(),
    href: z.string(),
    image: z.string(),
    rating: z.number(),
    ratingCount: z.number(),
    stock: z.enum(Object.values(STOCK_ENUM) as [string, ...string[]]).transform((name) => STOCK_BY_ENUM[name as keyof typeof STOCK_BY_ENUM]),
    price: z.string(),
    strikePrice: text,
    strikeSavingsPct: pct,
    ppu: text,
    autoshipPrice: text,
    autoshipPct: pct,
    firstAutoshipPrice: text,
    firstAutoshipPct: pct,
    mapMessage: text,
    deal: text,
  })
  // An absent price line is absent, not null, as the shelf view has it.
  .transform(
    (product): ShelfProductView => Object.fromEntries(Object.entries(product).filter(([, value]) => value !== undefined)) as unknown as ShelfProductView,
  );

export const CarouselAnswer = z.object({
  carousel: z.object({
    carouselId: z.string().nullable(),
    title: z.string().nullable(),
    reason: z.string().nullable(),
    products: z.array(CarouselProduct),
  }),
});
export type CarouselAnswer = z.infer<typeof CarouselAnswer>;

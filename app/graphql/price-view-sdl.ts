/**
 * The price fields of every GraphQL type that shows a price, as SDL: one declaration of what
 * `PriceView` (app/pricing/price-view.ts) answers, so the product and the carousel schemas cannot
 * word a price differently.
 */
export const PRICE_VIEW_FIELDS = `
    price: String!
    "spec §4: only where valid (Canada, above the price)"
    strikePrice: String
    strikeSavingsPct: Int
    ppu: String
    autoshipPrice: String
    autoshipPct: Int
    "the first Autoship order's offer: for new customers only"
    firstAutoshipPrice: String
    firstAutoshipPct: Int
    mapMessage: String
    "the promotion's name"
    deal: String`;

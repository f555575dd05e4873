// What the catalogue says about a product (spec §4, §5, §9), pure: whether it is new, its call to
// action, its options message, the part numbers a list item stands for. Shared by the card mapping
// (./product-card-row.ts), the product page, the cart, sponsored products and the catalogue
// generator (scripts/catalogue). Prices are app/pricing's; the facet values a product is indexed
// under are ./facet-values.ts.

/** spec §9: new-item window. */
const NEW_PRODUCT_WINDOW_DAYS = 60;
/** spec §4: the special parent part number that is never "new". */
export const NEW_PRODUCT_EXCLUDED_PARENT_PART_NUMBER = "199675";
const DAY_MS = 86_400_000;

/**
 * spec §4 "New product": started within 60 days and is not the excluded parent part 199675.
 * `createdAt` is an ISO date ('YYYY-MM-DD', taken as UTC midnight) or date-time. A start date in
 * the future is not new yet; an unparseable date is not new.
 */
export function isNewProduct(product: { createdAt: string | null | undefined; parentPartNumber: string | null | undefined }, now: Date = new Date()): boolean {
  if (product.parentPartNumber === NEW_PRODUCT_EXCLUDED_PARENT_PART_NUMBER) return false;
  if (!product.createdAt) return false;
  const started = Date.parse(product.createdAt);
  if (Number.isNaN(started)) return false;
  const age = now.getTime() - started;
  return age >= 0 && age <= NEW_PRODUCT_WINDOW_DAYS * DAY_MS;
}

/**
 * spec §5 "Option summary text": names pluralised by adding s unless already ending in s,
 * joined with ', ', names sorted case-insensitively. Only options with more than one value are
 * worth a message; returns null when there is nothing to say.
 */
export function optionsMessage(options: { name: string; count: number }[]): string | null {
  const shown = options.filter((o) => o.count > 1);
  if (!shown.length) return null;
  return shown
    .slice()
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
    .map((o) => `${o.count} ${o.name.endsWith("s") ? o.name : `${o.name}s`}`)
    .join(", ");
}

export type CtaType = "none" | "personalize" | "choose-options" | "add-to-cart";
/** spec §4 "Call-to-action type of a product". */
export function ctaType(p: { isGiftCard: boolean; isCustomizable: boolean; isPrescription: boolean; isRxVetDiet: boolean }): CtaType {
  if (p.isGiftCard) return "none";
  if (p.isCustomizable) return "personalize";
  if (p.isPrescription || p.isRxVetDiet) return "choose-options";
  return "add-to-cart";
}

/**
 * spec §4: "For new users, add-to-cart additionally needs a group assignment." Decision
 * (docs/decisions/0009): the group is the newUserCta experiment group, on for everyone by default
 * (spec §9 flag default); a new user outside it gets no quick Add to Cart on cards ("none"): the card
 * still leads to the product page, where the buy box is always shown.
 */
export function ctaForVisitor(cta: CtaType, visitor: { isNewUser: boolean; hasGroupAssignment: boolean }): CtaType {
  return cta === "add-to-cart" && visitor.isNewUser && !visitor.hasGroupAssignment ? "none" : cta;
}

/**
 * spec §5 the part numbers a product list item stands for: its ensemble part numbers when it has
 * several (a set sold together), otherwise its parent part number.
 */
export function listItemPartNumbers(item: { parentPartNumber: string; ensemblePartNumbers: readonly string[] }): string[] {
  return item.ensemblePartNumbers.length > 1 ? [...item.ensemblePartNumbers] : [item.parentPartNumber];
}

/**
 * A name that starts with its brand, split there: a card or cart line styles that first part as
 * the brand line instead of printing the brand again above the whole name ("Barkwell" above
 * "Barkwell Kitchen Beef Recipe" read twice). Null when the name does not start with the brand.
 */
export function brandAtStartOfName({ name, brand }: { name: string; brand: string }): { brand: string; rest: string } | null {
  if (!brand || !(name.toLowerCase() + " ").startsWith(brand.toLowerCase() + " ")) return null;
  return { brand: name.slice(0, brand.length), rest: name.slice(brand.length + 1) };
}

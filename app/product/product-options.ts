// What the listing's options overlay shows of a product (issue #9): its items' options, prices and
// stock, and what can be added from the list. Pure projection of the product page's data.
import type { ProductDetail } from "./product.server";
import type { OptionItem } from "./options";
import type { StockState } from "./stock";

export interface ProductOptionsItem extends OptionItem {
  price: number;
  autoshipPrice: number | null;
  stock: StockState;
}

export interface ProductOptions {
  id: string;
  name: string;
  /** can an item be added from the overlay (personalised products need the product page's form) */
  addable: boolean;
  /** a prescription item: the vet approves it after the order (said before it is added) */
  isPrescription: boolean;
  items: ProductOptionsItem[];
}

export function productOptions(product: ProductDetail): ProductOptions {
  return {
    id: product.id,
    name: product.name,
    addable: product.cta === "add-to-cart" || product.cta === "choose-options",
    isPrescription: product.isPrescription,
    items: product.items.map(({ id, size, flavor, color, price, autoshipPrice, stock }) => ({ id, size, flavor, color, price, autoshipPrice, stock })),
  };
}

import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductInput } from "../../../analytics";
import { useAnalytics } from "~/analytics/analytics-provider";

type AddState = "idle" | "adding" | "added" | "error";

// The card's stretched product link (`.card__name a::after`) covers the card; `.card__add` in
// app.css lifts the button above it.

/**
 * storefront spec §4 "Add-to-cart button label": Add to Cart, then Added to cart, or the §8 error.
 * There is no cart service yet, so adding is the analytics Product Added event (spec §7) and the
 * confirmation; `add` is where the cart call goes, and its failure shows the error message.
 */
export function AddToCartButton({
  product,
  listId,
  add = () => Promise.resolve(),
}: {
  product: ProductInput;
  listId: string;
  add?: (product: ProductInput) => Promise<void>;
}) {
  const { t } = useTranslation("listing");
  const emit = useAnalytics();
  const [state, setState] = useState<AddState>("idle");
  // Disabled until hydrated: a click before then would do nothing.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function onClick() {
    setState("adding");
    try {
      await add(product);
      // added_to defaults to cart (spec §4); autoship adds pass addedTo: "autoship".
      emit((analytics) => analytics.productAdded(product, { quantity: 1, list: listId }));
      setState("added");
    } catch {
      setState("error");
    }
  }

  return (
    // aria-live: the new label ("Added to cart") or the error is announced where the shopper is.
    <div className="card__add" aria-live="polite">
      <button type="button" className="button" onClick={onClick} disabled={!hydrated || state === "adding"}>
        {state === "added" ? t("card.addedToCart") : t("card.addToCart")}
      </button>
      {state === "error" ? (
        <p className="card__add-error" role="alert">
          {t("card.addToCartError")}
        </p>
      ) : null}
    </div>
  );
}

import type { ReactNode } from "react";
import { useMarketPath, useTranslation } from "#app/markets/use-market.ts";
import { XsrfField } from "#app/security/xsrf-field.tsx";
import { addToCartLabel, addToCartPhase } from "../add-to-cart-label";
import { CART_PATH } from "#app/urls/site-paths.ts";
import { useAddSettled, useCartFetcher } from "../use-cart-fetcher";
import type { CartSourceView } from "../announce-cart-change";

/**
 * Add to Cart on the product page (a grid's cards share one form: ./card-add-to-cart.tsx). A plain
 * form (POST /app/cart, back to this page) without JavaScript; a fetcher with it: the label follows
 * spec §4 and the result is announced.
 */
export function AddToCartForm({
  itemId,
  source,
  className,
  children,
  buttonClassName = "button",
}: {
  itemId: string;
  source: CartSourceView;
  className?: string;
  /** Extra fields (quantity, Autoship, personalization). */
  children?: ReactNode;
  buttonClassName?: string;
}) {
  const fetcher = useCartFetcher(source);
  const marketPath = useMarketPath();
  const result = fetcher.data;
  const settled = useAddSettled(result);
  const phase = addToCartPhase({ submitting: fetcher.state === "submitting", result, settled });
  const { t } = useTranslation("listing");
  return (
    <fetcher.Form
      method="post"
      action={marketPath(CART_PATH)}
      className={className}
      onSubmit={(event) => {
        // One add at a time: a second click while the first is on its way would not be seen.
        if (fetcher.state !== "idle") event.preventDefault();
      }}
    >
      <XsrfField />
      <input type="hidden" name="itemId" value={itemId} />
      {children}
      <button type="submit" name="intent" value="add" className={buttonClassName} aria-busy={phase === "adding" || undefined}>
        {addToCartLabel(phase, t)}
      </button>
      <p className="add-to-cart__status" aria-live="polite" role={phase === "error" ? "alert" : undefined}>
        {result && !result.ok ? result.error : ""}
      </p>
    </fetcher.Form>
  );
}

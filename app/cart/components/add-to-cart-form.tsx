import { useLocation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useMarketPath } from "#app/markets/use-market.ts";
import { XsrfField } from "#app/security/xsrf-field.tsx";
import { addToCartLabel, addToCartPhase, JUST_ADDED_MS } from "../add-to-cart-label";
import { useCartFetcher, type CartSourceView } from "../use-cart-fetcher";

/**
 * Add to Cart on the product page (a grid's cards share one form: ./card-add-to-cart.tsx). A plain
 * form (POST /app/cart, back to this page) without JavaScript; a fetcher with it: the label follows
 * spec §4 and the result is announced.
 */
export function AddToCartForm({
  itemId,
  source,
  list,
  className,
  children,
  buttonClassName = "button",
}: {
  itemId: string;
  source: CartSourceView;
  list?: string;
  className?: string;
  /** Extra fields (quantity, Autoship, personalization); a card adds one. */
  children?: ReactNode;
  buttonClassName?: string;
}) {
  const fetcher = useCartFetcher(source, list);
  const marketPath = useMarketPath();
  const location = useLocation();
  const [settled, setSettled] = useState(false);
  const result = fetcher.data;
  const phase = addToCartPhase({ submitting: fetcher.state === "submitting", result, settled });
  useEffect(() => {
    setSettled(false);
    if (phase !== "just-added") return;
    const timer = setTimeout(() => setSettled(true), JUST_ADDED_MS);
    return () => clearTimeout(timer);
    // Restarted only by a new answer, not by the phase it causes (with `phase` it would loop).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [result]);
  return (
    <fetcher.Form
      method="post"
      action={marketPath("/app/cart")}
      className={className}
      onSubmit={(event) => {
        // One add at a time: a second click while the first is on its way would not be seen.
        if (fetcher.state !== "idle") event.preventDefault();
      }}
    >
      <XsrfField />
      <input type="hidden" name="itemId" value={itemId} />
      {/* Without JavaScript the answer goes back to the page the form was on (else its Referer). */}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
      <button type="submit" name="intent" value="add" className={buttonClassName} aria-busy={phase === "adding" || undefined}>
        {addToCartLabel(phase)}
      </button>
      <p className="add-to-cart__status" aria-live="polite" role={phase === "error" ? "alert" : undefined}>
        {result && !result.ok ? result.error : ""}
      </p>
    </fetcher.Form>
  );
}

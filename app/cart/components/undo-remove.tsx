import { useEffect, useRef } from "react";
import { CART_PATH } from "#app/urls/site-paths.ts";
import { handFocusTo, receivesFocus } from "../focus-hand-off";
import { useMarketPath, useTranslation } from "#app/markets/use-market.ts";
import { XsrfField } from "#app/security/xsrf-field.tsx";
import type { CartLine } from "../cart.server";
import { useCartFetcher } from "../use-cart-fetcher";

/** A line the shopper just removed, with the button that puts it back. */
export function UndoRemove({ line, position }: { line: CartLine; position: number }) {
  const { t } = useTranslation("shop");
  const marketPath = useMarketPath();
  const fetcher = useCartFetcher("cart", undefined, () => position);
  // The note that replaces a removed line takes focus from its Remove button (../focus-hand-off.ts).
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (receivesFocus(line.itemId, "undo")) undoRef.current?.focus();
  }, [line.itemId]);
  return (
    <fetcher.Form method="post" action={marketPath(CART_PATH)} className="undo-remove" onSubmit={() => handFocusTo(line.itemId, "line")}>
      <XsrfField />
      <input type="hidden" name="intent" value="undo-remove" />
      <input type="hidden" name="itemId" value={line.itemId} />
      <span>{t("cart.removed", { name: line.name })}</span>{" "}
      <button ref={undoRef} type="submit" className="link-button" aria-label={t("cart.undoLabel", { name: line.name })}>
        {t("cart.undo")}
      </button>
    </fetcher.Form>
  );
}

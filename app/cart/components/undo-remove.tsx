import { CART_PATH } from "../cart-path";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useMarketPath } from "#app/markets/use-market.ts";
import { XsrfField } from "#app/security/xsrf-field.tsx";
import type { CartLine } from "../cart.server";
import { useCartFetcher } from "../use-cart-fetcher";

/** A line the shopper just removed, with the button that puts it back. */
export function UndoRemove({ line, position }: { line: CartLine; position: number }) {
  const { t } = useTranslation("shop");
  const marketPath = useMarketPath();
  const fetcher = useCartFetcher("cart", undefined, () => position);
  return (
    <fetcher.Form method="post" action={marketPath(CART_PATH)} className="undo-remove">
      <XsrfField />
      <input type="hidden" name="intent" value="undo-remove" />
      <input type="hidden" name="itemId" value={line.itemId} />
      <span>{t("cart.removed", { name: line.name })}</span>{" "}
      <button type="submit" className="link-button" aria-label={t("cart.undoLabel", { name: line.name })}>
        {t("cart.undo")}
      </button>
    </fetcher.Form>
  );
}

import { useEffect, useRef } from "react";
import * as ReactDom from "react-dom";
import type { Root } from "react-dom/client";
import { addResources, translatorFor } from "#app/i18n/translator.ts";
import { stripMarketPrefix, withMarketPrefix } from "#app/markets/prefix.ts";
import { freeShippingThreshold } from "#app/offers/offers.ts";
import { orderAmount } from "#app/pricing/format.ts";
import { keepTabInside } from "#app/ui/keep-tab-inside.ts";
import { ModalSheet } from "#app/ui/modal-sheet.tsx";
import { readPersonalIsland } from "#app/visitor/personal-context.tsx";
import cartCopy from "#locales/en-US/shop-cart.json";
import miniCartCopy from "#locales/en-US/shop-mini-cart.json";
import { freeShippingProgress } from "../cart-rules";
import { CART_PATH } from "#app/urls/site-paths.ts";
import type { CartActionData } from "../use-cart-fetcher";
import { CHECKOUT_LINK_CLASS, CHECKOUT_PATH } from "./checkout-link";
import { FreeShippingMeter } from "./free-shipping-meter";

// Its words come with it (loaded with the first add), not with every page: the cart page's for the
// subtotal and free shipping, its own for the rest.
addResources("en-US", "shop", cartCopy);
addResources("en-US", "shop", miniCartCopy);

type AddAnswer = CartActionData & { ok: true };

// The mini-cart renders in a React root of its own, made on the first add: a page pays nothing for
// it until then (no host component, no listener: issue #8's budget; decision 0051). It reads what
// it needs without the page's contexts: the market from the address (the rule the Worker chose it
// by), the visitor's class from the personal island, and its links are plain links.
let root: Root | null = null;
let opened = 0;
// `react-dom/client` is two re-exports of these in a production build; imported here it would split
// out of the entry into a chunk of its own that every page loads (+127 B gzip measured).
const { createRoot } = ReactDom as unknown as typeof import("react-dom/client");

/** Opens the mini-cart for an add's answer (app/cart/announce-cart-change.ts calls it, lazily). */
export function openMiniCart(added: AddAnswer) {
  root ??= createRoot(document.body.appendChild(document.createElement("div")));
  const close = () => root!.render(null);
  root.render(<MiniCart key={++opened} added={added} onClose={close} />);
}

/**
 * The mini-cart (issue #26; Hydrogen's cart aside): what an add with JavaScript opens, wherever the
 * shopper added (a listing's card, the options overlay, the product page). The line as the cart now
 * holds it, the order's subtotal (the cart page's), how far free shipping is, Checkout and View
 * cart. A modal sheet (app/ui/modal-sheet.tsx): focus moves into it and stays there; Escape, × or
 * Keep shopping close it and focus goes back to the button that added.
 */
function MiniCart({ added, onClose }: { added: AddAnswer; onClose: () => void }) {
  const lineRef = useRef<HTMLDivElement>(null);
  // Tab wraps around inside it rather than leaving for the browser's toolbar.
  useEffect(() => keepTabInside(lineRef.current!.closest("dialog")!), []);
  const { market } = stripMarketPrefix(location.pathname);
  const t = translatorFor(market.language, ["shop"]);
  const price = (cents: number) => orderAmount(cents, market);
  // The browser's Back while it is open: the page changes under it, so it goes.
  useEffect(() => {
    addEventListener("popstate", onClose);
    return () => removeEventListener("popstate", onClose);
  }, [onClose]);
  const cart = added.cart;
  // The line as the cart holds it; if the cart could not be read just then, what the add said.
  const line = cart?.line ?? { ...added.change.line, image: null, quantity: added.change.quantity, lineCents: null };
  const threshold = freeShippingThreshold(market, readPersonalIsland(document).hasPurchased);
  return (
    <ModalSheet
      title={t("miniCart.title")}
      closeLabel={t("miniCart.close")}
      onClose={onClose}
      className="mini-cart"
      footer={
        <>
          <a className={CHECKOUT_LINK_CLASS} href={withMarketPrefix(CHECKOUT_PATH, market)}>
            {t("miniCart.checkout")}
          </a>
          <a className="button button--secondary" href={withMarketPrefix(CART_PATH, market)}>
            {t("miniCart.viewCart")}
          </a>
        </>
      }
    >
      <div className="mini-cart__line" data-testid="mini-cart-line" ref={lineRef}>
        {line.image ? <img src={line.image} alt="" width={72} height={72} /> : null}
        <div>
          <p className="mini-cart__name">{line.name}</p>
          <p className="cart-line__option">{line.option}</p>
          <p className="mini-cart__quantity">
            {t("miniCart.quantity", { count: line.quantity })}
            {line.autoship ? ` · ${t("miniCart.autoship")}` : null}
            {line.lineCents !== null ? <strong> {price(line.lineCents)}</strong> : null}
          </p>
        </div>
      </div>
      {cart ? (
        <>
          <dl className="mini-cart__subtotal">
            <dt>{t("cart.subtotal", { items: t("cart.itemCount", { count: cart.itemCount }) })}</dt>
            <dd data-testid="mini-cart-subtotal">{price(cart.subtotalCents)}</dd>
          </dl>
          <FreeShippingMeter progress={freeShippingProgress(cart.subtotalCents, threshold)} price={price} t={t} testId="mini-cart-shipping" />
        </>
      ) : null}
      <button type="button" className="link-button mini-cart__keep-shopping" onClick={onClose}>
        {t("miniCart.keepShopping")}
      </button>
    </ModalSheet>
  );
}

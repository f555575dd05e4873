import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useFetchers, useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useAnalytics } from "#app/analytics/analytics-provider.tsx";
import { cartAction } from "#app/cart/cart-action.server.ts";
import { cartIdFrom, readCart, type CartLine } from "#app/cart/cart.server.ts";
import { CART_FAILURE_MESSAGE, freeShippingProgress, MAX_QUANTITY_PER_LINE } from "#app/cart/cart-rules.ts";
import { priceOrder, type AppliedPromotion } from "#app/pricing/order-pricing.ts";
import { useCartFetcher, type CartActionData } from "#app/cart/use-cart-fetcher.ts";
import { CART_PATH } from "../cart/cart-path";
import { useMarket, useMarketPath } from "#app/markets/use-market.ts";
import { featuredCategories } from "#app/listing/featured-categories.ts";
import { TODAYS_DEALS_PATH } from "#app/listing/url.ts";
import { orderAmount } from "#app/pricing/format.ts";
import { XsrfField } from "#app/security/xsrf-field.tsx";
import { personalPageHeaders } from "#app/http/personal-headers.ts";
import { serviceUnavailable } from "#app/errors/service-unavailable.server.ts";
import { STOCK_MESSAGES } from "#app/product/stock.ts";
import { usePersonal } from "#app/visitor/personal-context.tsx";
import { deliveryLine, freeShippingThreshold } from "#app/offers/offers.ts";
import { WelcomeOffer } from "#app/offers/welcome-offer.tsx";
import pageCopy from "#locales/en-US/shop-cart.json";
import { addResources } from "#app/i18n/translator.ts";

// This page's own strings join the shop namespace when its module loads (app/i18n/translator.ts).
addResources("en-US", "shop", pageCopy);

export const meta: MetaFunction = () => [
  { title: "Your Cart | Tailwise" },
  { name: "description", content: "The items in your Tailwise cart, your subtotal and how far you are from free shipping." },
  // A cart is personal: nothing for a search engine to index.
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const cartId = cartIdFrom(request.headers.get("cookie"), context.market);
  try {
    // Priced for who is shopping: a new customer's first Autoship order has its own price (app/pricing/order-pricing.ts).
    const { customer } = await context.visitor();
    return { cart: await context.timing.time("cart", () => readCart(context.cloudflare.env.DB, context.market, cartId, { customer })) };
  } catch (error) {
    // A cart that cannot be read is the maintenance page (503, Retry-After), as a listing's catalogue.
    throw serviceUnavailable(context, "cart", error);
  }
}

export const action = cartAction;

/**
 * With JavaScript, a change goes through here: whatever stops the server's answer from arriving as
 * data (the Worker's refusal, a dropped connection, the maintenance page) shows the spec's add-to-cart
 * failure message where the shopper clicked, instead of replacing the page.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<CartActionData> {
  try {
    return (await serverAction<typeof action>()) as CartActionData;
  } catch {
    return { ok: false, error: CART_FAILURE_MESSAGE };
  }
}

/** Carts are personal: never stored by a cache. */
export const headers = personalPageHeaders;

/** Quantities as they will be once the in-flight changes land (optimistic UI). */
function usePendingQuantities(): Map<string, number> {
  const pending = new Map<string, number>();
  for (const fetcher of useFetchers()) {
    const form = fetcher.formData;
    if (!form || fetcher.formAction?.split("?")[0].endsWith(CART_PATH) !== true) continue;
    const itemId = String(form.get("itemId") ?? "");
    const intent = form.get("intent");
    if (intent === "remove") pending.set(itemId, 0);
    else if (intent === "set-quantity") pending.set(itemId, Number(form.get("quantity")));
  }
  return pending;
}

export default function CartRoute() {
  const { cart } = useLoaderData<typeof loader>();
  const refused = useActionData<CartActionData>();
  const { hasPurchased } = usePersonal();
  const { t } = useTranslation(["shop", "common"]);
  const market = useMarket();
  const marketPath = useMarketPath();
  const emit = useAnalytics();
  const pending = usePendingQuantities();
  // What the order charges, in the full format (a Canadian cart's `CA $`; app/pricing/format.ts).
  const price = (cents: number) => orderAmount(cents, market);

  useEffect(() => {
    emit((analytics) => analytics.track("Cart Viewed", { eventCategory: "mini cart", eventAction: "view", eventLabel: "cart page", eventNonInt: true }));
  }, [emit]);

  // A line being removed stays on screen (dimmed) until the server answers: its row reports the change.
  const lines = cart.lines.map((line) => (pending.has(line.itemId) ? { ...line, quantity: pending.get(line.itemId)! } : line));
  // The order as it will be once the pending changes land, priced by the same owner as the server's.
  const { totals } = priceOrder(
    lines.map((line) => ({ key: line.itemId, quantity: line.quantity, autoship: line.autoship, available: line.status === "available", facts: line.facts })),
    cart.customer,
  );
  const progress = freeShippingProgress(totals.subtotalCents, freeShippingThreshold(market, hasPurchased));
  const removed = cart.removed.filter((line) => !lines.some((l) => l.itemId === line.itemId));

  return (
    <div className="cart-page">
      <h1>{t("cart.title")}</h1>
      {refused && !refused.ok ? (
        <p className="form-error" role="alert">
          {refused.error}
        </p>
      ) : null}
      <div aria-live="polite" className="cart-page__removed">
        {removed.map((line, index) => (
          <UndoRemove key={line.itemId} line={line} position={index + 1} />
        ))}
      </div>
      {lines.length === 0 ? (
        <section className="cart-empty">
          <p>{t("cart.empty")}</p>
          <p>{t("cart.emptyHint")}</p>
          <ul className="cart-empty__links">
            <li><Link className="button" to={marketPath("/")}>{t("cart.startShopping")}</Link></li>
            <li><Link to={marketPath(TODAYS_DEALS_PATH)}>Today&apos;s Deals</Link></li>
            {featuredCategories(market).slice(0, 2).map((category) => (
              <li key={category.href}>
                <Link to={category.href!}>{category.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className="cart-page__body">
          <ul className="cart-lines" aria-label={t("cart.title")}>
            {lines.map((line, index) => (
              <CartLineRow key={line.itemId} line={line} price={price} position={index + 1} />
            ))}
          </ul>
          <aside className="cart-summary" aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading">{t("cart.summary")}</h2>
            <dl>
              <dt>{t("cart.subtotal", { items: t("cart.itemCount", { count: totals.itemCount }) })}</dt>
              <dd data-testid="cart-subtotal">{price(totals.subtotalCents)}</dd>
              {totals.autoshipSavingsCents > 0 ? (
                <>
                  <dt>{t("cart.autoshipSavings")}</dt>
                  <dd data-testid="autoship-savings">{`−${price(totals.autoshipSavingsCents)}`}</dd>
                </>
              ) : null}
              {totals.promotions.map((promotion) => (
                <PromotionSummary key={promotion.deal.id} promotion={promotion} price={price} />
              ))}
            </dl>
            <div className="free-shipping" data-testid="free-shipping">
              <p>{progress.qualifies ? t("cart.freeShippingReached") : t("cart.freeShippingAway", { amount: price(progress.remainingCents) })}</p>
              <div className="free-shipping__bar" role="progressbar" aria-label={t("cart.freeShippingProgress")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent}>
                <span style={{ width: `${progress.percent}%` }} />
              </div>
              <p className="free-shipping__delivery">{deliveryLine(market)}</p>
            </div>
            {/* The eGift card only: free shipping is the box above's, at this shopper's own threshold. */}
            <WelcomeOffer withShipping={false} />
            <Link className="button cart-summary__checkout" to={marketPath("/app/checkout")}>
              {t("cart.checkout")}
            </Link>
            <Link to={marketPath("/")}>{t("cart.continue")}</Link>
          </aside>
        </div>
      )}
    </div>
  );
}

/** `position`: the line's place in the cart (analytics product record position). */
function CartLineRow({ line, price, position }: { line: CartLine; price: (cents: number) => string; position: number }) {
  const { t } = useTranslation(["shop", "listing"]);
  const marketPath = useMarketPath();
  const quantityFetcher = useCartFetcher("cart", undefined, () => position);
  const removeFetcher = useCartFetcher("cart", undefined, () => position);
  const action = marketPath(CART_PATH);
  const error = [quantityFetcher.data, removeFetcher.data].find((d) => d && !d.ok) as (CartActionData & { ok: false }) | undefined;
  return (
    <li className={`cart-line cart-line--${line.status}${line.quantity === 0 ? " cart-line--removing" : ""}`} data-item-id={line.itemId} aria-busy={line.quantity === 0}>
      <img src={line.image} alt="" width={96} height={96} />
      <div className="cart-line__info">
        <p className="cart-line__brand">{line.brand}</p>
        <h2 className="cart-line__name">
          <Link to={marketPath(line.href)}>{line.name}</Link>
        </h2>
        <p className="cart-line__option">{line.option}</p>
        {line.personalization ? <p>{t("cart.personalization", { text: line.personalization })}</p> : null}
        {line.status !== "available" ? (
          <p className="cart-line__flag" role="status">
            <strong>{line.status === "unavailable" ? STOCK_MESSAGES.noLongerAvailable : STOCK_MESSAGES.outOfStock}</strong>{" "}
            {line.status === "unavailable" ? t("cart.unavailableHint") : t("cart.outOfStockHint")}
          </p>
        ) : null}
        <p className="cart-line__unit" data-testid="line-unit">
          {line.pricing === "autoship-first"
            ? t("cart.autoshipFirstLine", { price: price(line.unitCents), repeat: price(line.repeatCents ?? line.unitCents) })
            : line.pricing === "autoship-repeat"
              ? t("cart.autoshipLine", { price: price(line.unitCents) })
              : t("cart.each", { price: price(line.unitCents) })}
          {/* spec §5 MAP: the price the page could not advertise, below the advertised one. */}
          {line.pricing === "one-time" && line.unitCents < line.facts.advertisedCents ? (
            <>
              {" "}
              <s aria-label={t("cart.advertised", { price: price(line.facts.advertisedCents) })}>{price(line.facts.advertisedCents)}</s>
            </>
          ) : null}
        </p>
        {line.facts.deal ? (
          <p className="cart-line__deal" data-testid="line-deal">
            {t("listing:price.deal", { name: line.facts.deal.name })}
            {line.promotionCents > 0 && line.status === "available" ? ` ${t("cart.promotionSaving", { amount: price(line.promotionCents) })}` : null}
          </p>
        ) : null}
      </div>
      <div className="cart-line__controls">
        <quantityFetcher.Form method="post" action={action} className="quantity-stepper">
          <XsrfField />
          <input type="hidden" name="intent" value="set-quantity" />
          <input type="hidden" name="itemId" value={line.itemId} />
          <button type="submit" name="quantity" value={line.quantity - 1} aria-label={t("cart.decrease", { name: line.name })}>
            −
          </button>
          <output aria-live="polite" aria-label={t("cart.quantity")} data-testid="line-quantity">
            {line.quantity}
          </output>
          <button type="submit" name="quantity" value={line.quantity + 1} disabled={line.quantity >= MAX_QUANTITY_PER_LINE} aria-label={t("cart.increase", { name: line.name })}>
            +
          </button>
        </quantityFetcher.Form>
        <removeFetcher.Form method="post" action={action}>
          <XsrfField />
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="itemId" value={line.itemId} />
          <button type="submit" className="link-button" aria-label={t("cart.removeLabel", { name: line.name })}>
            {t("cart.remove")}
          </button>
        </removeFetcher.Form>
        <p className="cart-line__total" data-testid="line-total">
          {price(line.lineCents)}
        </p>
        {error ? (
          <p className="form-error" role="alert">
            {error.error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** A promotion the order applies: what it saves, or, for a spend reward, whether it is earned. */
function PromotionSummary({ promotion, price }: { promotion: AppliedPromotion; price: (cents: number) => string }) {
  const { t } = useTranslation("shop");
  const reward = promotion.reward;
  return (
    <>
      <dt>{promotion.deal.name}</dt>
      <dd data-testid="promotion">
        {reward
          ? reward.earned
            ? t("cart.rewardEarned", { amount: price(reward.amount * 100) })
            : t("cart.rewardAway", { amount: price(reward.remainingCents), reward: price(reward.amount * 100) })
          : `−${price(promotion.savingsCents)}`}
      </dd>
    </>
  );
}

function UndoRemove({ line, position }: { line: CartLine; position: number }) {
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

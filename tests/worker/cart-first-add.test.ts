import { describe, expect, it } from "vitest";
import { useWorker } from "./use-worker";
import { Shopper } from "./buy-path-harness";
import { buyableItems, cartObjects } from "./cart-objects";
import { cartClaimKey } from "#app/cart/cart-claim.server.ts";
import { US_MARKET } from "#app/markets/config.ts";

// Issue #23 item 8: a browser's first adds that arrive together (a double click, several cards
// clicked before the first answer, two tabs) make one cart, and every add lands in it. Carts are
// Durable Objects (decision 0078): a cart is what its object holds, read as the Worker reads it.

const worker = useWorker({ scratch: true });

const CART_COOKIE = { "": "tailwise-cart", "/ca": "tailwise-cart-ca" } as const;
type Prefix = keyof typeof CART_COOKIE;

const buyable = (count: number) => buyableItems(worker.db, count);

const objects = () => cartObjects(worker.mf);
const marketOf = (prefix: Prefix) => (prefix ? "ca" : "us");

/** The cart id an answer's Set-Cookie names, or undefined. */
function cartSetBy(res: { headers: Headers }, prefix: Prefix): string | undefined {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${CART_COOKIE[prefix]}=`));
  return line?.split(";")[0].split("=")[1];
}

async function browser(prefix: Prefix = "") {
  const shopper = new Shopper(worker.mf);
  expect((await shopper.get(prefix || "/")).status).toBe(200);
  expect(shopper.xsrf, "the page gave the browser its XSRF cookie").not.toBe("");
  return shopper;
}

/** A first add as the page sends it: a plain form (303), or the page's script (x-market, data). */
function add(shopper: Shopper, prefix: Prefix, itemId: number, how: "form" | "script") {
  const fields = { intent: "add", itemId: String(itemId), quantity: "1" };
  return how === "form" ? shopper.post(`${prefix}/app/cart`, fields) : shopper.post(`${prefix}/app/cart.data`, fields, { script: prefix ? "en-CA" : "en-US" });
}

describe.each([
  { market: "US", prefix: "" as Prefix },
  { market: "Canada", prefix: "/ca" as Prefix },
])("first adds at once in the $market market", ({ prefix }) => {
  it("10 adds of different items from one browser with no cart yet make one cart holding all 10 lines", async () => {
    const shopper = await browser(prefix);
    const items = await buyable(10);
    // Half as plain forms, half as the page's script: both answers must name the same cart.
    const answers = await Promise.all(items.map((id, i) => add(shopper, prefix, id, i % 2 ? "script" : "form")));
    for (const res of answers) expect([200, 303]).toContain(res.status);
    const named = new Set(answers.map((res) => cartSetBy(res as unknown as { headers: Headers }, prefix)));
    expect(named.size, `every answer names the same cart: ${[...named].join(", ")}`).toBe(1);
    const [cartId] = named;
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = await (await objects()).lines(cartId!, marketOf(prefix));
    expect(lines.sort(([a], [b]) => a - b)).toEqual(items.map((id) => [id, 1]));

    const page = await (await shopper.get(`${prefix}/app/cart`)).text();
    expect(page.match(/data-testid="line-quantity"/g) ?? []).toHaveLength(10);
  });

  it("a double click on Add to Cart before a cart exists makes one cart with quantity 2", async () => {
    const shopper = await browser(prefix);
    const [item] = await buyable(1);
    const answers = await Promise.all([add(shopper, prefix, item, "form"), add(shopper, prefix, item, "form")]);
    const named = new Set(answers.map((res) => cartSetBy(res as unknown as { headers: Headers }, prefix)));
    expect(named.size).toBe(1);
    // storefront decision 0009: one line per item, quantities summed, so both clicks count.
    expect(await (await objects()).lines([...named][0]!, marketOf(prefix))).toEqual([[item, 2]]);
  });
});

describe("what a claim joins", () => {
  it("two browsers adding at the same moment get a cart each", async () => {
    const [one, two] = [await browser(), await browser()];
    const [item] = await buyable(1);
    const answers = await Promise.all([add(one, "", item, "form"), add(two, "", item, "form")]);
    const [a, b] = answers.map((res) => cartSetBy(res as unknown as { headers: Headers }, ""));
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("one browser's first adds in both markets at once make one cart per market", async () => {
    const shopper = await browser();
    const [item] = await buyable(1);
    const [us, ca] = await Promise.all([add(shopper, "", item, "form"), add(shopper, "/ca", item, "form")]);
    const usCart = cartSetBy(us as unknown as { headers: Headers }, "");
    const caCart = cartSetBy(ca as unknown as { headers: Headers }, "/ca");
    expect(usCart).toBeTruthy();
    expect(caCart).toBeTruthy();
    expect(usCart).not.toBe(caCart);
  });

  it("a browser that lost its cart cookie gets its new cart back within the window, and a fresh cart after it", async () => {
    const shopper = await browser();
    const [first, second] = await buyable(2);
    const cart = cartSetBy((await add(shopper, "", first, "form")) as unknown as { headers: Headers }, "")!;
    expect(cart).toBeTruthy();

    // Moments later, the cookie gone (a privacy extension, a cleared site cookie): the same cart.
    shopper.cookies.delete(CART_COOKIE[""]);
    expect(cartSetBy((await add(shopper, "", second, "form")) as unknown as { headers: Headers }, "")).toBe(cart);

    // Long after: the browser's claim object, asked two minutes on, claims a new cart instead of
    // the old one (the clock is the caller's), and an add without the cookie lands in that one.
    const claim = (await objects()).claim(await cartClaimKey(US_MARKET, shopper.xsrf));
    const later = await claim.claim(crypto.randomUUID(), Date.now() + 120_000);
    expect(later.created).toBe(true);
    shopper.cookies.delete(CART_COOKIE[""]);
    const fresh = cartSetBy((await add(shopper, "", first, "form")) as unknown as { headers: Headers }, "");
    expect(fresh).toBe(later.cartId);
    expect(fresh).not.toBe(cart);
  });

  it("an add without the browser's XSRF cookie is refused before it can make a cart", async () => {
    const shopper = await browser();
    const [item] = await buyable(1);
    const token = shopper.xsrf;
    shopper.cookies.delete("XSRF-TOKEN");
    const res = await shopper.post("/app/cart", { intent: "add", itemId: String(item) }, { xsrf: token });
    expect(res.status).toBe(403);
    expect(cartSetBy(res as unknown as { headers: Headers }, "")).toBeUndefined();
    // No claim was made under the browser's key: a claim now is the first one.
    const claim = (await objects()).claim(await cartClaimKey(US_MARKET, token));
    expect((await claim.claim(crypto.randomUUID(), Date.now())).created).toBe(true);
  });
});

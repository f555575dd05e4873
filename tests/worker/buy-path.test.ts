import { afterAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#app/security/rate-limit.ts";
import { useWorker } from "./use-worker";
import { atStartOfWindow, inHtml } from "./worker-harness";
import { Shopper } from "./buy-path-harness";
import { SESSION_COOKIE } from "#app/visitor/session.ts";
import { signedSession } from "./signed-session";

// The buy path through the built worker in workerd: cart (/app/cart), notify-me (/app/notify-me),
// same-origin protection and rate limits, in both markets, against the seeded D1. Each test shopper
// comes from its own random CF-Connecting-IP, so per-IP limits only meet where a test means them to.

const worker = useWorker();
// Counters left by an earlier run in the same window never refuse this run's visitors: each is a
// fresh XSRF token from its own random address (the counters' objects are in the shared state).
afterAll(async () => {
  await worker.db?.prepare("DELETE FROM notify_me_requests WHERE email LIKE '%@buy-path.test'").run();
});

interface Buyable {
  id: number;
  part_number: string;
  name: string;
  slug: string;
  product_id: number;
  price_usd: number;
  price_cad: number;
  autoship_usd: number;
  autoship_cad: number;
}
const buyable = (offset = 0) =>
  worker.db
    .prepare(
      `SELECT i.id, i.part_number, p.name, p.slug, p.id AS product_id, i.price_usd, i.price_cad, i.autoship_usd, i.autoship_cad
         FROM items i JOIN products p ON p.id = i.product_id
        WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 AND p.is_discontinued = 0
          AND p.is_gift_card = 0 AND p.is_customizable = 0 AND p.is_prescription = 0 AND p.is_rx_vet_diet = 0
          AND p.is_autoship_allowed = 1 AND i.autoship_usd IS NOT NULL
          -- the repeat price for everyone: no first-order offer, promotion or MAP saving changes it
          AND i.first_autoship_pct IS NULL AND p.deal_id IS NULL AND i.map_enforced = 0
        ORDER BY i.id LIMIT 1 OFFSET ?1`,
    )
    .bind(offset)
    .first<Buyable>();

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function newShopper(prefix: string, ip?: string) {
  const shopper = new Shopper(worker.mf, ip);
  const home = await shopper.get(prefix || "/");
  expect(home.status).toBe(200);
  return shopper;
}

describe.each([
  { market: "US", prefix: "", xMarket: "en-US", cents: (i: Buyable) => i.price_usd, autoship: (i: Buyable) => i.autoship_usd, cookie: "tailwise-cart" },
  {
    market: "Canada",
    prefix: "/ca",
    xMarket: "en-CA",
    cents: (i: Buyable) => i.price_cad,
    autoship: (i: Buyable) => i.autoship_cad,
    cookie: "tailwise-cart-ca",
  },
])("the cart in the $market market", ({ prefix, xMarket, cents, autoship, cookie }) => {
  // An amount the order charges: the full format, `CA $` in Canada (spec §5, app/pricing/format.ts orderAmount).
  const amount = (c: number) => `${prefix ? "CA " : ""}${money(c)}`;
  it("a page gives a new browser its XSRF cookie (readable, SameSite=Lax) and renders the token into its forms", async () => {
    const shopper = new Shopper(worker.mf);
    const res = await shopper.get(prefix || "/");
    const setCookie = (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
    expect(setCookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    const item = (await buyable())!;
    const page = await (await shopper.get(`${prefix}/${item.slug}/dp/${item.product_id}`)).text();
    expect(page).toContain(`name="_xsrf" value="${shopper.xsrf}"`);
  });

  it("adds without JavaScript: 303 back to the page, an HttpOnly cart cookie, the count in the header", async () => {
    const shopper = await newShopper(prefix);
    const item = (await buyable())!;
    const productPath = `${prefix}/${item.slug}/dp/${item.product_id}`;
    const res = await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id), quantity: "2", redirectTo: productPath });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(productPath);
    const cartCookie = (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie().find((c) => c.startsWith(`${cookie}=`));
    expect(cartCookie).toMatch(new RegExp(`^${cookie}=[0-9a-f-]{36}; Path=/; SameSite=Lax; Max-Age=\\d+; HttpOnly$`));
    expect(cartCookie, "Secure only over HTTPS: wrangler dev is plain HTTP").not.toContain("Secure");

    const page = await (await shopper.get(productPath)).text();
    expect(page).toMatch(/aria-label="Cart, 2 items"/);
    expect(page).toMatch(/data-testid="cart-count"[^>]*>2</);

    const cart = await shopper.get(`${prefix}/app/cart`);
    expect(cart.headers.get("cache-control")).toBe("private, no-store");
    const html = await cart.text();
    expect(html).toContain(inHtml(item.name));
    expect(html).toMatch(/data-testid="line-quantity"[^>]*>2</);
    expect(html).toContain(`data-testid="cart-subtotal">${amount(cents(item) * 2)}<`);
  });

  it("changes quantity, removes, offers undo and undoes, as the page's script does (x-market, XSRF header)", async () => {
    const shopper = await newShopper(prefix);
    const item = (await buyable(1))!;
    const add = await shopper.post(`${prefix}/app/cart.data`, { intent: "add", itemId: String(item.id), quantity: "1" }, { script: xMarket });
    expect(add.status).toBe(200);
    expect(await add.text()).toContain('"add"');

    const set = await shopper.post(`${prefix}/app/cart.data`, { intent: "set-quantity", itemId: String(item.id), quantity: "4" }, { script: xMarket });
    expect(set.status).toBe(200);
    expect(await (await shopper.get(`${prefix}/app/cart`)).text()).toMatch(/data-testid="line-quantity"[^>]*>4</);

    expect((await shopper.post(`${prefix}/app/cart`, { intent: "remove", itemId: String(item.id) })).status).toBe(303);
    const removed = await (await shopper.get(`${prefix}/app/cart`)).text();
    expect(removed).toContain("Your cart is empty.");
    expect(removed).toContain(inHtml(`Removed ${item.name}.`));
    expect(removed).toContain(`aria-label="Undo removing ${inHtml(item.name)}"`);

    expect((await shopper.post(`${prefix}/app/cart`, { intent: "undo-remove", itemId: String(item.id) })).status).toBe(303);
    expect(await (await shopper.get(`${prefix}/app/cart`)).text()).toMatch(/data-testid="line-quantity"[^>]*>4</);

    // Quantity 0 is a remove.
    expect((await shopper.post(`${prefix}/app/cart`, { intent: "set-quantity", itemId: String(item.id), quantity: "0" })).status).toBe(303);
    expect(await (await shopper.get(`${prefix}/app/cart`)).text()).toContain("Your cart is empty.");
  });

  it("prices Autoship lines at the Autoship price and shows the savings", async () => {
    const shopper = await newShopper(prefix);
    const item = (await buyable(2))!;
    await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id), quantity: "3", autoship: "1" });
    const html = await (await shopper.get(`${prefix}/app/cart`)).text();
    expect(html).toContain(`data-testid="cart-subtotal">${amount(autoship(item) * 3)}<`);
    expect(html).toContain(`data-testid="autoship-savings">−${amount((cents(item) - autoship(item)) * 3)}<`);
  });

  it("shows how far the order is from free shipping: US 35 new / 49 existing, Canada 35 for both", async () => {
    const column = prefix ? "price_cad" : "price_usd";
    const cheap = (await worker.db
      .prepare(
        `SELECT i.id, i.${column} AS cents FROM items i JOIN products p ON p.id = i.product_id
          WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 AND p.is_discontinued = 0
            AND p.is_gift_card = 0 AND p.is_customizable = 0 AND i.map_enforced = 0 AND i.${column} BETWEEN 500 AND 2000 LIMIT 1`,
      )
      .first<{ id: number; cents: number }>())!;
    const thresholds = prefix ? { new: 35, existing: 35 } : { new: 35, existing: 49 };
    for (const customer of ["new", "existing"] as const) {
      const shopper = await newShopper(prefix);
      if (customer === "existing") shopper.cookies.set(SESSION_COOKIE, await signedSession({ hasPurchased: true }));
      await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(cheap.id), quantity: "1" });
      const html = await (await shopper.get(`${prefix}/app/cart`)).text();
      expect(html, customer).toContain(`You&#x27;re ${amount(thresholds[customer] * 100 - cheap.cents)} away from free shipping`);
      expect(html.includes('data-testid="welcome-offer"'), `welcome offer for ${customer} customers`).toBe(customer === "new");
      // Enough of it to pass the threshold.
      await shopper.post(`${prefix}/app/cart`, {
        intent: "set-quantity",
        itemId: String(cheap.id),
        quantity: String(Math.ceil((thresholds[customer] * 100) / cheap.cents)),
      });
      expect(await (await shopper.get(`${prefix}/app/cart`)).text()).toContain("You&#x27;ve got free shipping!");
    }
  });

  it("charges the in-cart price the page promised for a MAP item ('See Price in Cart')", async () => {
    const suffix = prefix ? "cad" : "usd";
    const map = (await worker.db
      .prepare(
        `SELECT i.id, i.price_${suffix} AS cents, i.map_savings_${suffix} AS savings FROM items i JOIN products p ON p.id = i.product_id
          WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 AND p.is_gift_card = 0 AND p.is_customizable = 0
            AND i.map_enforced = 1 AND i.map_type IS NOT NULL AND i.map_savings_${suffix} > 0 LIMIT 1`,
      )
      .first<{ id: number; cents: number; savings: number }>())!;
    const shopper = await newShopper(prefix);
    await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(map.id), quantity: "2" });
    expect(await (await shopper.get(`${prefix}/app/cart`)).text()).toContain(`data-testid="cart-subtotal">${amount((map.cents - map.savings) * 2)}<`);
  });

  it("keeps an Autoship line Autoship when a card adds one more, and counts both adds of a double click", async () => {
    const shopper = await newShopper(prefix);
    const item = (await buyable(5))!;
    await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id), quantity: "1", autoship: "1" });
    await Promise.all([
      shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id), quantity: "1" }),
      shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id), quantity: "1" }),
    ]);
    const html = await (await shopper.get(`${prefix}/app/cart`)).text();
    expect(html).toMatch(/data-testid="line-quantity"[^>]*>3</);
    expect(html).toContain(`data-testid="cart-subtotal">${amount(autoship(item) * 3)}<`);
  });

  it("reads prices from the catalogue at every read and flags an item that became unavailable", async () => {
    const shopper = await newShopper(prefix);
    const item = (await buyable(3))!;
    await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id), quantity: "1" });
    const column = prefix ? "price_cad" : "price_usd";
    try {
      await worker.db.prepare(`UPDATE items SET ${column} = ${column} + 100 WHERE id = ?1`).bind(item.id).run();
      expect(await (await shopper.get(`${prefix}/app/cart`)).text()).toContain(`data-testid="cart-subtotal">${amount(cents(item) + 100)}<`);
      await worker.db.prepare("UPDATE items SET published = 0 WHERE id = ?1").bind(item.id).run();
      const html = await (await shopper.get(`${prefix}/app/cart`)).text();
      expect(html).toContain(inHtml(item.name));
      expect(html).toContain("No Longer Available");
      expect(html).toContain(`data-testid="cart-subtotal">${amount(0)}<`);
    } finally {
      await worker.db.prepare(`UPDATE items SET ${column} = ${column} - 100, published = 1 WHERE id = ?1`).bind(item.id).run();
    }
  });

  it("answers bad input with 400 naming the field, and refuses what cannot be bought", async () => {
    const shopper = await newShopper(prefix);
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "add", itemId: "abc" }, 400, "itemId: itemId must be a catalogue item id"],
      [{ intent: "add", itemId: "2000001", quantity: "0" }, 400, "quantity: quantity must be at least 1"],
      [{ intent: "add", itemId: "2000001", quantity: "100" }, 400, "quantity: quantity must be at most 99"],
      [{ intent: "fly" }, 400, "intent: "],
      [{ intent: "add", itemId: "999999999" }, 404, "This item is not available."],
      [{ intent: "remove", itemId: "2000001" }, 404, "This item is not in your cart."],
    ];
    for (const [fields, status, message] of cases) {
      const res = await shopper.post(`${prefix}/app/cart`, fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(await res.text()).toContain(message);
    }
    const out = await worker.db
      .prepare(
        "SELECT i.id FROM items i JOIN products p ON p.id = i.product_id WHERE i.inventory = 0 AND i.published = 1 AND p.published = 1 AND p.is_gift_card = 0 LIMIT 1",
      )
      .first<{ id: number }>();
    const res = await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(out!.id) });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("This item is out of stock.");
  });

  it("refuses a cross-site POST with 403 and changes nothing", async () => {
    const shopper = await newShopper(prefix);
    const item = (await buyable())!;
    const attempts = [
      shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id) }, { headers: { origin: "https://evil.example" } }),
      shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id) }, { xsrf: null }),
      shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id) }, { xsrf: "A".repeat(43) }),
      shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id) }, { script: xMarket, xsrf: "B".repeat(43) }),
      shopper.post(`${prefix}/app/notify-me`, { term: "zebra food", email: "x@buy-path.test" }, { headers: { origin: "https://evil.example" } }),
    ];
    attempts.push(
      shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id) }, { headers: { origin: "" } }),
      // A text/plain form (what a cross-site <form enctype> can send without a preflight) has no field we read.
      shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id) }, { headers: { "content-type": "text/plain" } }),
      // A forwarded host other than ours: Remix would compare the Origin with it and throw (it was a 500).
      shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id) }, { headers: { "x-forwarded-host": "evil.example" } }),
      // Only the read APIs that exist are unguarded: any other /plp/api/ address is a page route (it was a 500).
      shopper.post(
        `${prefix}/plp/api/not-an-api`,
        {},
        { xsrf: null, rawBody: "{}", headers: { origin: "https://evil.example", "content-type": "application/json" } },
      ),
    );
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("This request could not be verified as coming from Tailwise. Reload the page and try again.");
    }
    expect(shopper.cookies.has(cookie), "no cart was created").toBe(false);
  });

  it("refuses a form larger than 16 KB with 413 before reading it", async () => {
    const shopper = await newShopper(prefix);
    const res = await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: "2000001", padding: "x".repeat(20_000) });
    expect(res.status).toBe(413);
    expect(shopper.cookies.has(cookie)).toBe(false);
  });

  it("takes a multipart form as browsers send it (mixed-case boundary), and refuses a big body even with the header token", async () => {
    const shopper = await newShopper(prefix);
    const item = (await buyable())!;
    // Chromium and Safari name the boundary in mixed case; it must survive the guard as sent.
    const boundary = "----WebKitFormBoundaryAbCdEf123";
    const fields = { intent: "add", itemId: String(item.id), _xsrf: shopper.xsrf };
    const text =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join("") + `--${boundary}--\r\n`;
    const boundaryType = `multipart/form-data; boundary=${boundary}`;
    const multipart = await shopper.post(`${prefix}/app/cart`, {}, { xsrf: null, rawBody: text, headers: { "content-type": boundaryType } });
    expect(multipart.status, "a browser's multipart form passes the guard").toBe(303);

    const big = await shopper.post(`${prefix}/app/cart.data`, { intent: "add", itemId: String(item.id), padding: "x".repeat(20_000) }, { script: xMarket });
    expect(big.status).toBe(413);
  });

  it("refuses an x-market header that contradicts the path's market", async () => {
    const shopper = await newShopper(prefix);
    const other = xMarket === "en-US" ? "en-CA" : "en-US";
    const res = await shopper.post(`${prefix}/app/cart.data`, { intent: "add", itemId: "2000001" }, { script: other });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("x-market");
  });
});

describe("rate limits", () => {
  it(`a visitor gets 429 with Retry-After after ${RATE_LIMITS.cart.perVisitor.limit} cart changes a minute`, async () => {
    await atStartOfWindow(RATE_LIMITS.cart.perVisitor.windowSeconds, 25);
    const shopper = await newShopper("");
    const item = (await buyable(4))!;
    const { limit } = RATE_LIMITS.cart.perVisitor;
    let last: Response | undefined;
    for (let i = 0; i <= limit; i++) {
      last = (await shopper.post("/app/cart", {
        intent: i === 0 ? "add" : "set-quantity",
        itemId: String(item.id),
        quantity: String((i % 5) + 1),
      })) as unknown as Response;
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last!.text()).toMatch(/Too many requests\. Please wait .+ and try again\./);
  }, 90_000);

  it(`notify-me allows ${RATE_LIMITS.notifyMe.perVisitor.limit} requests per visitor, then 429`, async () => {
    await atStartOfWindow(RATE_LIMITS.notifyMe.perVisitor.windowSeconds, 25);
    const shopper = await newShopper("/ca");
    for (let i = 0; i < RATE_LIMITS.notifyMe.perVisitor.limit; i++) {
      expect((await shopper.post("/ca/app/notify-me", { term: `unicorn ${i}`, email: `pat${i}@buy-path.test` })).status).toBe(200);
    }
    const res = await shopper.post("/ca/app/notify-me", { term: "unicorn extra", email: "pat@buy-path.test" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("notify-me in the $market market", ({ prefix }) => {
  const email = () => `shopper-${Math.random().toString(36).slice(2)}@buy-path.test`;

  it("stores a no-results search request, and says so once; the second time 'already signed up'", async () => {
    const shopper = await newShopper(prefix);
    const address = email();
    const first = await shopper.post(`${prefix}/app/notify-me`, { term: "Zebra   Kibble", email: address, redirectTo: `${prefix}/s?query=zebra+kibble` });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("You&#x27;re on the list! We&#x27;ll e-mail you when Zebra Kibble becomes available.");
    expect(html).toContain(`href="${prefix}/s?query=zebra+kibble"`);
    const row = await worker.db.prepare("SELECT subject_key, term, market, matched_term FROM notify_me_requests WHERE email = ?1").bind(address).first();
    expect(row).toEqual({ subject_key: "term:zebra kibble", term: "zebra kibble", market: prefix ? "ca" : "us", matched_term: "Zebra Kibble" });

    const again = await shopper.post(`${prefix}/app/notify-me`, { term: "zebra kibble", email: address.toUpperCase() });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Looks like you already signed up to be notified when zebra kibble becomes available.");
  });

  it("stores an out-of-stock product request under the product's name", async () => {
    const shopper = await newShopper(prefix);
    const product = await worker.db
      .prepare(
        "SELECT p.id, p.name FROM products p WHERE p.published = 1 AND NOT EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.inventory > 0) LIMIT 1",
      )
      .first<{ id: number; name: string }>();
    const address = email();
    const res = await shopper.post(`${prefix}/app/notify-me`, { productId: String(product!.id), email: address });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(inHtml(`You're on the list! We'll e-mail you when ${product!.name} becomes available.`));
    const row = await worker.db.prepare("SELECT subject_key, product_id, market FROM notify_me_requests WHERE email = ?1").bind(address).first();
    expect(row).toEqual({ subject_key: `product:${product!.id}`, product_id: product!.id, market: prefix ? "ca" : "us" });
    const again = await shopper.post(`${prefix}/app/notify-me`, { productId: String(product!.id), email: address });
    expect(await again.text()).toContain(inHtml(`Looks like you already signed up to be notified when ${product!.name} becomes available.`));
  });

  it("validates the e-mail with the spec's messages", async () => {
    const shopper = await newShopper(prefix);
    for (const [value, message] of [
      ["", "Email address is required."],
      ["not-an-address", "Please enter a valid email address."],
    ]) {
      const res = await shopper.post(`${prefix}/app/notify-me`, { term: "zebra", email: value });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
    const noSubject = await shopper.post(`${prefix}/app/notify-me`, { email: email() });
    expect(noSubject.status).toBe(400);
  });

  it("answers a body that is not a form with 415, as the cart does (it was a 500)", async () => {
    const shopper = await newShopper(prefix);
    for (const contentType of ["application/json", "multipart/form-data"]) {
      const res = await shopper.post(
        `${prefix}/app/notify-me`,
        {},
        { xsrf: null, rawBody: '{"email":"pat@buy-path.test"}', headers: { "content-type": contentType, "x-xsrf-token": shopper.xsrf } },
      );
      expect(res.status, contentType).toBe(415);
    }
  });
});

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("storage failures in the $market market", ({ prefix }) => {
  const broken = useWorker({ empty: true });

  it("a cart that cannot be written answers 'Something went wrong. Please try again.' (503)", async () => {
    const shopper = new Shopper(broken.mf);
    expect((await shopper.get(`${prefix}/app/notify-me?term=x`)).status).toBe(200);
    const res = await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: "2000001" });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.text()).toContain("Something went wrong. Please try again.");
  });

  it("a notify-me request that cannot be stored answers the spec's failure message (503)", async () => {
    const shopper = new Shopper(broken.mf);
    await shopper.get(`${prefix}/app/notify-me?term=x`);
    const res = await shopper.post(`${prefix}/app/notify-me`, { term: "zebra", email: "pat@buy-path.test" });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.text()).toContain("We were unable to complete your request, please try again.");
  });
});

it(`notify-me allows ${RATE_LIMITS.notifyMe.perIp.limit} requests per IP in 10 minutes, whoever the visitors are`, async () => {
  const { perIp, perVisitor } = RATE_LIMITS.notifyMe;
  const ip = "10.250.250.250";
  let status = 0;
  let sent = 0;
  while (sent <= perIp.limit && status !== 429) {
    const shopper = await newShopper("", ip);
    for (let i = 0; i < perVisitor.limit - 1 && status !== 429; i++, sent++) {
      status = (await shopper.post("/app/notify-me", { term: `per ip ${sent}`, email: `ip${sent}@buy-path.test` })).status;
    }
  }
  expect(status, "fresh visitors from one address are refused past the per-IP limit").toBe(429);
  expect(sent, "the first refused request is the one past the limit").toBe(perIp.limit + 1);
  const elsewhere = await newShopper("");
  expect((await elsewhere.post("/app/notify-me", { term: "per ip other", email: "other@buy-path.test" })).status, "another address is not affected").toBe(200);
});

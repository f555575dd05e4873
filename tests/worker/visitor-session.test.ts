import { describe, expect, it } from "vitest";
import { knownPersonalizationIdFor } from "#app/analytics/known-id.ts";
import { SESSION_COOKIE } from "#app/visitor/session.ts";
import { Shopper } from "./buy-path-harness";
import { signedSession } from "./signed-session";
import { useWorker } from "./use-worker";

// Issue #11, spec §6: who the visitor is comes from a session cookie an account service signs; the
// Worker trusts only what verifies. A dev-only route issues test sessions.

const island = (html: string) => JSON.parse(/<script type="application\/json" id="personal-state">([^<]*)<\/script>/.exec(html)?.[1] ?? "null");
const USER_CONTEXT = "query { userContext { hasPurchased registeredUser freeShippingThreshold } }";

describe("in dev", () => {
  const worker = useWorker();

  it("the dev issuer signs a session, and the pages treat its holder as an existing customer", async () => {
    const shopper = new Shopper(worker.mf);
    expect(island(await (await shopper.get("/app/cart")).text())).toMatchObject({ hasPurchased: false, registeredUser: false });
    const issued = await shopper.get("/app/dev/session?hasPurchased=1&membershipStatus=ACTIVE&sub=dev-1&next=/app/cart");
    expect(issued.status).toBe(303);
    expect(issued.headers.get("location")).toBe("/app/cart");
    expect(issued.headers.get("set-cookie")).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+; Path=/; SameSite=Lax; Max-Age=2592000; HttpOnly`),
    );
    const cart = await (await shopper.get("/app/cart")).text();
    // Registered (the session names a customer): the analytics layer gets their customer and known ids.
    expect(island(cart)).toMatchObject({
      hasPurchased: true,
      registeredUser: true,
      customerId: "dev-1",
      knownPersonalizationId: await knownPersonalizationIdFor("dev-1"),
    });
    // A page the edge keeps, filled in for them: the same.
    expect(island(await (await shopper.get("/b/dog_c288")).text())).toMatchObject({
      hasPurchased: true,
      registeredUser: true,
      customerId: "dev-1",
      knownPersonalizationId: await knownPersonalizationIdFor("dev-1"),
    });
    // spec §9: the US threshold for an existing customer is $49; no welcome offer.
    expect(cart).toContain("$49");
    expect(cart).not.toContain('data-testid="welcome-offer"');

    // ?clear=1 ends it.
    await shopper.get("/app/dev/session?clear=1");
    expect(shopper.cookies.get(SESSION_COOKIE)).toBe("");
    const after = island(await (await shopper.get("/app/cart")).text());
    expect(after).toMatchObject({ hasPurchased: false, registeredUser: false });
    expect(after).not.toHaveProperty("knownPersonalizationId");
  });

  it("an existing customer's session without a customer id: has purchased, not registered, no known id", async () => {
    const shopper = new Shopper(worker.mf);
    shopper.cookies.set(SESSION_COOKIE, await signedSession({ hasPurchased: true }));
    const state = island(await (await shopper.get("/app/cart")).text());
    expect(state).toMatchObject({ hasPurchased: true, registeredUser: false });
    expect(state).not.toHaveProperty("knownPersonalizationId");
    expect(state).not.toHaveProperty("customerId");
  });

  it("ignores a tampered session: changed claims keep the visitor a new one", async () => {
    const shopper = new Shopper(worker.mf);
    const genuine = await signedSession({ hasPurchased: false });
    const [, signature] = genuine.split(".");
    const forgedClaims = Buffer.from(JSON.stringify({ v: 1, hasPurchased: true, membershipStatus: "ACTIVE", iat: 1, exp: 4_000_000_000 })).toString(
      "base64url",
    );
    shopper.cookies.set(SESSION_COOKIE, `${forgedClaims}.${signature}`);
    expect(island(await (await shopper.get("/app/cart")).text())).toMatchObject({ hasPurchased: false });
    shopper.cookies.set(SESSION_COOKIE, await signedSession({ hasPurchased: true }, "another-secret-of-at-least-32-characters"));
    expect(island(await (await shopper.get("/app/cart")).text())).toMatchObject({ hasPurchased: false });
  });

  it("the general router's user context reads the same session", async () => {
    const ask = async (cookie?: string) => {
      const res = await worker.mf.dispatchFetch("http://127.0.0.1:8787/api/api-router/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie && { cookie }) },
        body: JSON.stringify({ query: USER_CONTEXT }),
      });
      return ((await res.json()) as { data: { userContext: Record<string, unknown> } }).data.userContext;
    };
    expect(await ask()).toEqual({ hasPurchased: false, registeredUser: false, freeShippingThreshold: 35 });
    expect(await ask(`${SESSION_COOKIE}=${await signedSession({ hasPurchased: true, sub: "c-7" })}`)).toEqual({
      hasPurchased: true,
      registeredUser: true,
      freeShippingThreshold: 49,
    });
  });

  it("refuses a malformed issuer request with 400 and an off-site next with 400", async () => {
    const shopper = new Shopper(worker.mf);
    for (const query of ["hasPurchased=yes", "membershipStatus=active", "next=//evil.example/", "next=https://evil.example/"]) {
      const res = await shopper.get(`/app/dev/session?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: string }).error, query).toMatch(/^Invalid session request: /);
    }
  });
});

describe("outside dev (stg)", () => {
  const STG_SECRET = "a-staging-secret-that-is-long-enough-000";
  const worker = useWorker({ vars: { ENVIRONMENT: "stg", SITE_ORIGIN: "https://stg.tailwise.test", SESSION_SECRET: STG_SECRET } });

  it("has no dev issuer, ignores a session signed with the development secret, and trusts its own", async () => {
    const shopper = new Shopper(worker.mf);
    const issuer = await shopper.get("/app/dev/session?hasPurchased=1");
    expect(issuer.status).toBe(404);
    expect(issuer.headers.get("set-cookie") ?? "").not.toContain(SESSION_COOKIE);
    shopper.cookies.set(SESSION_COOKIE, await signedSession({ hasPurchased: true }));
    expect(island(await (await shopper.get("/app/cart")).text())).toMatchObject({ hasPurchased: false });
    shopper.cookies.set(SESSION_COOKIE, await signedSession({ hasPurchased: true }, STG_SECRET));
    expect(island(await (await shopper.get("/app/cart")).text())).toMatchObject({ hasPurchased: true });
  });
});

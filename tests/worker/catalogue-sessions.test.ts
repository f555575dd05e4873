import { afterAll, describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, bookmarkCookie, bookmarkFromCookies } from "#app/catalogue/bookmark-cookie.ts";
import { SESSION_TIMING_NAME } from "#app/catalogue/catalogue-session.server.ts";
import { useWorker } from "./use-worker";
import { Shopper, ORIGIN } from "./buy-path-harness";
import { BROWSER_UA } from "./worker-harness";

// Decision 0079: catalogue reads go through the request's D1 session. A shopper's write (notify-me)
// answers with the session's bookmark as a cookie; the visitor's next requests open their session
// from it (Server-Timing says how a session opened, nothing more); a malformed cookie is ignored;
// pages the edge keeps for everyone never set it.

// The isolate keeps the catalogue version a minute, so a page's render can find it read by another request.
const worker = useWorker({ vars: { CATALOGUE_VERSION_TTL_SECONDS: "60" } });
afterAll(async () => {
  await worker.db?.prepare("DELETE FROM notify_me_requests WHERE email LIKE '%@sessions.test'").run();
});

type Headers = { get(name: string): string | null; getSetCookie(): string[] };
const headersOf = (res: unknown) => (res as { headers: Headers }).headers;
const bookmarkSetCookie = (res: unknown) =>
  headersOf(res)
    .getSetCookie()
    .find((line) => line.startsWith(`${BOOKMARK_COOKIE}=`));
const sessionOpened = (res: unknown) => new RegExp(`${SESSION_TIMING_NAME};desc="([a-z-]+)"`).exec(headersOf(res).get("server-timing") ?? "")?.[1];

/** A listing search (spec §7), as the listing page's script sends it, with these cookies. */
const search = (cookie: string) =>
  worker.mf.dispatchFetch(`${ORIGIN}/plp/api/search`, {
    method: "POST",
    body: JSON.stringify({ term: "dog food" }),
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA, cookie },
  } as never);

async function signedUp(email: string) {
  const shopper = new Shopper(worker.mf);
  await shopper.get("/");
  const res = await shopper.post("/app/notify-me", { term: "session kibble", email });
  expect(res.status).toBe(200);
  return { shopper, res };
}

describe("a shopper's write carries its bookmark", () => {
  it("a notify-me sign-up answers with the session's bookmark: HttpOnly, SameSite=Lax, a few minutes, site-wide", async () => {
    const { shopper, res } = await signedUp("first@sessions.test");
    const line = bookmarkSetCookie(res);
    const bookmark = shopper.cookies.get(BOOKMARK_COOKIE) ?? "";
    expect(bookmarkFromCookies(`${BOOKMARK_COOKIE}=${bookmark}`)).toBe(bookmark);
    // the local origin is http: no Secure (an https site's cookie is Secure, app/catalogue/bookmark-cookie.test.ts)
    expect(line).toBe(bookmarkCookie(bookmark, false));
  });

  it("the visitor's next requests open their session from it, and see the write", async () => {
    const { shopper } = await signedUp("again@sessions.test");
    const next = await search(shopper.cookieHeader());
    expect(next.status).toBe(200);
    expect(sessionOpened(next)).toBe("bookmark");
    const again = await shopper.post("/app/notify-me", { term: "session kibble", email: "again@sessions.test" });
    expect(sessionOpened(again)).toBe("bookmark");
    expect(await again.text()).toContain("already signed up");
  });

  it("a request without the cookie opens its session anywhere, and a read sets no cookie", async () => {
    const res = await search("");
    expect(res.status).toBe(200);
    expect(sessionOpened(res)).toBe("first-unconstrained");
    expect(bookmarkSetCookie(res)).toBeUndefined();
  });
});

describe("a malformed bookmark cookie is ignored", () => {
  it.each([
    ["not a bookmark", "first-primary"],
    ["junk", "%27%3B%20DROP%20TABLE%20items"],
    ["too long", `00000001-${"a".repeat(400)}`],
  ])("%s: the answer is the usual one, its session opened anywhere", async (_what, value) => {
    const res = await search(`${BOOKMARK_COOKIE}=${value}`);
    expect(res.status).toBe(200);
    expect(sessionOpened(res)).toBe("first-unconstrained");
    const page = await new Shopper(worker.mf).get("/b/dog_c288", { cookie: `${BOOKMARK_COOKIE}=${value}` });
    expect(page.status).toBe(200);
  });
});

describe("pages the edge keeps set no bookmark cookie", () => {
  it.each(["/", "/b/dog_c288", "/ca/b/dog_c288", "/brands"])("%s, even for a visitor who carries one", async (path) => {
    const { shopper } = await signedUp(`${path.replace(/\W/g, "") || "home"}@sessions.test`);
    const page = await shopper.get(path);
    expect(page.status).toBe(200);
    expect(["hit", "miss", "stale"]).toContain(headersOf(page).get("x-cache"));
    expect(bookmarkSetCookie(page)).toBeUndefined();
  });
});

describe("a kept page is rendered at least as new as its catalogue version", () => {
  it("a page rendered to be kept opens its session at the bookmark its version was read at", async () => {
    // Any kept page reads the catalogue version (or finds it read): the isolate keeps it with its bookmark.
    expect((await new Shopper(worker.mf).get("/b/dog_c288?page=2")).status).toBe(200);
    const page = await new Shopper(worker.mf).get("/b/dog_c288?page=3");
    expect(page.status).toBe(200);
    expect(headersOf(page).get("x-cache")).toBe("miss");
    expect(sessionOpened(page)).toBe("bookmark");
  });
});

import { describe, expect, it } from "vitest";
import { FakeCookieDocument, FakeStorage, LINKER_ID } from "./fakes.testkit";
import {
  captureSessionAcquisition,
  isValidId,
  isValidNmaLinkerId,
  randomUuid,
  reconcileAnonymousId,
  resolveNmaLinkerId,
  storeKnownId,
  syncAnonymousId,
} from "./identity";

const setup = (local: Record<string, string> = {}, cookies: Record<string, string> = {}) => {
  const localStorage = new FakeStorage(local);
  const doc = new FakeCookieDocument(cookies);
  return { localStorage, doc, deps: { localStorage, cookies: doc, uuid: () => "new-uuid" } };
};

describe("an id is invalid if empty, the text undefined or null, wrapped in quotes, or wrapped in braces", () => {
  it.each(["", "  ", "undefined", "null", '"abc"', "'abc'", "{abc}", "{}", undefined, null])("%j is invalid", (v) => {
    expect(isValidId(v as string)).toBe(false);
  });
  it.each(["abc", "3f1c-22", '"abc', "abc}"])("%j is valid", (v) => {
    expect(isValidId(v)).toBe(true);
  });
});

describe("the anonymous id is kept in local storage and a cookie, in sync", () => {
  it("fills a missing cookie from local storage", () => {
    const { doc, deps } = setup({ abTestingAnonymousPID: "from-storage" });
    expect(syncAnonymousId(deps)).toBe("from-storage");
    expect(doc.jar.get("abTestingAnonymousPID")).toBe("from-storage");
  });
  it("fills missing local storage from the cookie", () => {
    const { localStorage, deps } = setup({}, { abTestingAnonymousPID: "from-cookie" });
    expect(syncAnonymousId(deps)).toBe("from-cookie");
    expect(localStorage.getItem("abTestingAnonymousPID")).toBe("from-cookie");
  });
  it("replaces an invalid side with the valid other side", () => {
    const { localStorage, doc, deps } = setup({ abTestingAnonymousPID: "undefined" }, { abTestingAnonymousPID: "good" });
    expect(syncAnonymousId(deps)).toBe("good");
    expect(localStorage.getItem("abTestingAnonymousPID")).toBe("good");
    const two = setup({ abTestingAnonymousPID: "good2" }, { abTestingAnonymousPID: "%7Bbad%7D" });
    expect(syncAnonymousId(two.deps)).toBe("good2");
    expect(two.doc.jar.get("abTestingAnonymousPID")).toBe("good2");
    expect(doc.writes).toEqual([]); // the valid cookie was not rewritten
  });
  it("generates a new uuid when both are missing or invalid, and stores it on both sides", () => {
    const { localStorage, doc, deps } = setup({ abTestingAnonymousPID: "null" }, { abTestingAnonymousPID: '"x"' });
    expect(syncAnonymousId(deps)).toBe("new-uuid");
    expect(localStorage.getItem("abTestingAnonymousPID")).toBe("new-uuid");
    expect(doc.jar.get("abTestingAnonymousPID")).toBe("new-uuid");
  });
  it("writes the cookie for 365 days on path /", () => {
    const { doc, deps } = setup();
    syncAnonymousId(deps);
    expect(doc.attributesOf("abTestingAnonymousPID")).toContain("Path=/");
    expect(doc.attributesOf("abTestingAnonymousPID")).toContain(`Max-Age=${365 * 86400}`);
  });
  it("prefers the cookie when both sides are valid but differ (the server buckets on the cookie)", () => {
    const { localStorage, deps } = setup({ abTestingAnonymousPID: "ls" }, { abTestingAnonymousPID: "ck" });
    expect(syncAnonymousId(deps)).toBe("ck");
    expect(localStorage.getItem("abTestingAnonymousPID")).toBe("ck");
  });
  it("survives storage that throws (private mode)", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    const doc = new FakeCookieDocument();
    expect(syncAnonymousId({ localStorage: throwing, cookies: doc, uuid: () => "u" })).toBe("u");
    expect(doc.jar.get("abTestingAnonymousPID")).toBe("u");
  });
  it("makes v4-shaped uuids", () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("a cookie the Worker minted for a visitor who lost theirs (decision 0035)", () => {
  const make = () => "made-here";
  it("gives way to a valid id kept in local storage: the stored id wins", () => {
    expect(reconcileAnonymousId({ stored: "kept", cookie: "minted", minted: "minted" }, make)).toBe("kept");
  });
  it("is the id when local storage has none or an invalid one (a first visit)", () => {
    expect(reconcileAnonymousId({ stored: undefined, cookie: "minted", minted: "minted" }, make)).toBe("minted");
    expect(reconcileAnonymousId({ stored: "null", cookie: "minted", minted: "minted" }, make)).toBe("minted");
  });
  it("is the visitor's own once the marker names another id (a stale marker): the cookie wins as before", () => {
    expect(reconcileAnonymousId({ stored: "kept", cookie: "rewritten", minted: "minted" }, make)).toBe("rewritten");
  });
  it("rewrites the cookie (a year, path /) with the stored id, keeps local storage, and ends the marker", () => {
    const { localStorage, doc, deps } = setup({ abTestingAnonymousPID: "kept" }, { abTestingAnonymousPID: "minted", abTestingAnonymousPIDMinted: "minted" });
    expect(syncAnonymousId(deps)).toBe("kept");
    expect(doc.jar.get("abTestingAnonymousPID")).toBe("kept");
    expect(doc.attributesOf("abTestingAnonymousPID")).toContain(`Max-Age=${365 * 86400}`);
    expect(localStorage.getItem("abTestingAnonymousPID")).toBe("kept");
    expect(doc.jar.has("abTestingAnonymousPIDMinted")).toBe(false);
  });
  it("on a first visit keeps the minted id on both sides and ends the marker", () => {
    const { localStorage, doc, deps } = setup({}, { abTestingAnonymousPID: "minted", abTestingAnonymousPIDMinted: "minted" });
    expect(syncAnonymousId(deps)).toBe("minted");
    expect(localStorage.getItem("abTestingAnonymousPID")).toBe("minted");
    expect(doc.writes.filter((w) => w.startsWith("abTestingAnonymousPID="))).toEqual([]);
    expect(doc.jar.has("abTestingAnonymousPIDMinted")).toBe(false);
  });
});

describe("the known id is stored only for registered users", () => {
  it("stores abTestingKnownPID in local storage and a 365-day cookie for a registered user", () => {
    const { localStorage, doc, deps } = setup();
    expect(storeKnownId(deps, true, "known-1")).toBe("known-1");
    expect(localStorage.getItem("abTestingKnownPID")).toBe("known-1");
    expect(doc.jar.get("abTestingKnownPID")).toBe("known-1");
    expect(doc.attributesOf("abTestingKnownPID")).toContain(`Max-Age=${365 * 86400}`);
  });
  it("stores nothing for a visitor", () => {
    const { localStorage, doc, deps } = setup();
    expect(storeKnownId(deps, false, "known-1")).toBeUndefined();
    expect(localStorage.getItem("abTestingKnownPID")).toBeNull();
    expect(doc.jar.has("abTestingKnownPID")).toBe(false);
  });
  it("reuses a stored known id when none is given", () => {
    const { doc, deps } = setup({ abTestingKnownPID: "kept" });
    expect(storeKnownId(deps, true, undefined)).toBe("kept");
    expect(doc.jar.get("abTestingKnownPID")).toBe("kept");
  });
});

describe("mobile-app linker id", () => {
  it("must be 8-4-4-4-12 alphanumeric", () => {
    expect(isValidNmaLinkerId(LINKER_ID)).toBe(true);
    expect(isValidNmaLinkerId("ZZZZZZZZ-zzzz-1234-abcd-0123456789AB")).toBe(true);
    expect(isValidNmaLinkerId("a1b2c3d4-e5f6-a7b8-c9d0-e1f2a3b4c5d")).toBe(false);
    expect(isValidNmaLinkerId("a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6")).toBe(false);
    expect(isValidNmaLinkerId("a1b2c3d4-e5f6-a7b8-c9d0-e1f2a3b4c5d_")).toBe(false);
    expect(isValidNmaLinkerId(undefined)).toBe(false);
  });
  it("comes from the nma_linker_id query parameter and is kept in session storage for the visit", () => {
    const session = new FakeStorage();
    expect(resolveNmaLinkerId(`?nma_linker_id=${LINKER_ID}`, new FakeCookieDocument(), session)).toBe(LINKER_ID);
    expect(session.getItem("nma_linker_id")).toBe(LINKER_ID);
    // a later page of the visit, without the parameter
    expect(resolveNmaLinkerId("?page=2", new FakeCookieDocument(), session)).toBe(LINKER_ID);
  });
  it("comes from the nma_linker_id cookie", () => {
    expect(resolveNmaLinkerId("", new FakeCookieDocument({ nma_linker_id: LINKER_ID }), new FakeStorage())).toBe(LINKER_ID);
  });
  it("ignores an invalid value", () => {
    const session = new FakeStorage();
    expect(resolveNmaLinkerId("?nma_linker_id=nope", new FakeCookieDocument(), session)).toBeUndefined();
    expect(session.getItem("nma_linker_id")).toBeNull();
  });
});

describe("sessionAcquisitionData keeps utm and referral attributes for the session", () => {
  it("captures utm_* and the referrer on the landing page", () => {
    const session = new FakeStorage();
    const data = captureSessionAcquisition(
      "?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=kibble&utm_content=hero&x=1",
      "https://search.example/",
      session,
    );
    expect(data).toEqual({
      utm_source: "news",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "kibble",
      utm_content: "hero",
      referralURL: "https://search.example/",
    });
    expect(JSON.parse(session.getItem("sessionAcquisitionData")!)).toEqual(data);
  });
  it("keeps the landing values on later pages of the session", () => {
    const session = new FakeStorage({ sessionAcquisitionData: JSON.stringify({ utm_source: "first" }) });
    expect(captureSessionAcquisition("?utm_source=second", "", session)).toEqual({ utm_source: "first" });
  });
});

import { describe, expect, it } from "vitest";
import { MAX_SESSION_COOKIE_CHARS, readSession, SESSION_COOKIE, signSession, verifySession, type SessionClaims } from "./session";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const NOW = 1_800_000_000;
const claims: SessionClaims = { v: 1, sub: "cust_42", hasPurchased: true, membershipStatus: "ACTIVE", iat: NOW - 60, exp: NOW + 3600 };

describe("the signed session cookie (spec §6 visitor classes, issue #11)", () => {
  it("reads back the claims it was signed with", async () => {
    const value = await signSession(claims, SECRET);
    expect(value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(await verifySession(value, SECRET, NOW)).toEqual(claims);
    expect(await readSession(`a=1; ${SESSION_COOKIE}=${value}; b=2`, SECRET, NOW)).toEqual(claims);
  });

  it("ignores a tampered cookie: changed claims, a changed signature, another secret", async () => {
    const value = await signSession(claims, SECRET);
    const [body, signature] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ ...claims, hasPurchased: false, membershipStatus: "ACTIVE", sub: "someone_else" })).toString("base64url");
    expect(await verifySession(`${forged}.${signature}`, SECRET, NOW)).toBeNull();
    const flipped = signature.slice(0, -2) + (signature.at(-2) === "A" ? "B" : "A") + signature.at(-1);
    expect(await verifySession(`${body}.${flipped}`, SECRET, NOW)).toBeNull();
    expect(await verifySession(value, `${SECRET}-rotated`, NOW)).toBeNull();
  });

  it("ignores an expired session, one issued in the future, and anything malformed or oversized", async () => {
    expect(await verifySession(await signSession({ ...claims, exp: NOW }, SECRET), SECRET, NOW)).toBeNull();
    expect(await verifySession(await signSession({ ...claims, iat: NOW + 3600, exp: NOW + 7200 }, SECRET), SECRET, NOW)).toBeNull();
    for (const bad of [undefined, "", "abc", "a.b.c", "%%%.###", "x".repeat(MAX_SESSION_COOKIE_CHARS + 1)]) {
      expect(await verifySession(bad, SECRET, NOW)).toBeNull();
    }
    expect(await readSession(null, SECRET, NOW)).toBeNull();
  });

  it("ignores a correctly signed body that is not a session (unknown fields, wrong types)", async () => {
    // Signed with the right secret, so only the schema can refuse it.
    const body = Buffer.from(JSON.stringify({ ...claims, admin: true })).toString("base64url");
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const signature = Buffer.from(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body))).toString("base64url");
    expect(await verifySession(`${body}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it("refuses to sign claims that are not a session", async () => {
    await expect(signSession({ ...claims, membershipStatus: "active member" }, SECRET)).rejects.toThrow();
  });
});

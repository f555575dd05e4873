import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE } from "./bookmark-cookie";
import { SESSION_TIMING_NAME, catalogueSessionFor } from "./catalogue-session.server";

// Decision 0079: where the request's catalogue session opens. A fake database records what
// `withSession` was asked for; its session's bookmark is what the last query left.

const OLDER = "00000000-00000010-00000000-00000000000000000000000000000000";
const NEWER = "00000000-00000027-00000000-00000000000000000000000000000000";

function fakeDatabase(bookmarkAfterQuery = NEWER) {
  const opened: string[] = [];
  let bookmark: string | null = null;
  const database = {
    withSession(constraintOrBookmark: string) {
      opened.push(constraintOrBookmark);
      return {
        prepare: () => ({ first: async () => ((bookmark = bookmarkAfterQuery), null) }),
        batch: async () => [],
        getBookmark: () => bookmark,
      };
    },
  } as unknown as D1Database;
  return { database, opened };
}

const session = (database: D1Database, cookie: string | null, notes: string[] = []) =>
  catalogueSessionFor(database, cookie, (name, description) => notes.push(`${name}=${description}`));

describe("catalogueSessionFor", () => {
  it("opens at its first read, anywhere when the visitor carries no bookmark, and says so in Server-Timing", async () => {
    const { database, opened } = fakeDatabase();
    const notes: string[] = [];
    const catalogue = session(database, null, notes);
    expect(opened).toEqual([]);
    await catalogue.db.prepare("SELECT 1").first();
    await catalogue.db.prepare("SELECT 2").first();
    expect(opened).toEqual(["first-unconstrained"]);
    expect(notes).toEqual([`${SESSION_TIMING_NAME}=first-unconstrained`]);
  });

  it("opens at the visitor's bookmark; a malformed one is ignored", () => {
    const { database, opened } = fakeDatabase();
    void session(database, `${BOOKMARK_COOKIE}=${OLDER}`).db;
    void session(database, `${BOOKMARK_COOKIE}=first-primary`).db;
    expect(opened).toEqual([OLDER, "first-unconstrained"]);
  });

  it("opens at the later of the visitor's bookmark and one it must be at least as new as", () => {
    const { database, opened } = fakeDatabase();
    const raised = session(database, `${BOOKMARK_COOKIE}=${OLDER}`);
    expect(raised.atLeast(NEWER)).toBe(true);
    const kept = session(database, `${BOOKMARK_COOKIE}=${NEWER}`);
    expect(kept.atLeast(OLDER)).toBe(true);
    const none = session(database, null);
    expect(none.atLeast(OLDER)).toBe(true);
    void raised.db;
    void kept.db;
    void none.db;
    expect(opened).toEqual([NEWER, NEWER, OLDER]);
  });

  it("once open, is at least as new as a bookmark only when its own reads reached it", async () => {
    const { database } = fakeDatabase(OLDER);
    const catalogue = session(database, null);
    await catalogue.db.prepare("SELECT 1").first();
    expect(catalogue.atLeast(OLDER)).toBe(true);
    expect(catalogue.atLeast(NEWER)).toBe(false);
  });

  it("gives a bookmark cookie only after a write", async () => {
    const { database } = fakeDatabase();
    const reader = session(database, null);
    await reader.db.prepare("SELECT 1").first();
    expect(reader.bookmarkCookie(true)).toBeNull();
    const writer = session(database, null);
    await writer.write((db) => db.prepare("INSERT …").first());
    expect(writer.bookmarkCookie(true)).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=${NEWER}; `));
  });
});

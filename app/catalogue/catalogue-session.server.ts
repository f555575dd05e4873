import { bookmarkCookie, bookmarkFromCookies } from "./bookmark-cookie";
import type { CatalogueDb } from "./d1.server";

// Decision 0079: the request's catalogue session, the one way a request reads the catalogue (D1
// `DB`). D1 sends a query made outside a session to the primary; one made through a session may be
// answered by a read replica near the shopper, which D1 keeps sequentially consistent within the
// session. A session opens at the visitor's bookmark (the cookie a write of theirs left) or, without
// one, anywhere ("first-unconstrained"). Made once per request by the Worker (worker/request-state.ts)
// and handed to loaders, actions, API routes and GraphQL servers in the load context.

/** Server-Timing's name for how the session opened (`bookmark` or `first-unconstrained`): the one trace of it a response shows. */
export const SESSION_TIMING_NAME = "catalogue-session";

export interface CatalogueSession {
  /** The session every catalogue read of this request goes through (opened at the first use). */
  readonly db: CatalogueDb;
  /** A write the shopper makes, through the same session: the answer then carries the session's bookmark (bookmarkCookie). */
  write<T>(work: (db: CatalogueDb) => Promise<T>): Promise<T>;
  /**
   * The Set-Cookie the answer carries: the session's latest bookmark after a write, else null. A
   * read sets no cookie, so a page the edge keeps for everyone stays everyone's.
   */
  bookmarkCookie(https: boolean): string | null;
  /** The latest bookmark of what this session has read or written; null before its first query. */
  bookmark(): string | null;
  /**
   * Makes every read of this session at least as new as `bookmark` (a catalogue version read
   * elsewhere, worker/catalogue-version.ts): the session then opens at the later of it and the
   * visitor's (bookmarks sort by time). False when the session is open already at an older point.
   */
  atLeast(bookmark: string): boolean;
}

/** The request's session on `database`, opened from the bookmark in `cookieHeader` (a malformed one is ignored) at its first use. */
export function catalogueSessionFor(database: D1Database, cookieHeader: string | null, note: (name: string, description: string) => void): CatalogueSession {
  let from = bookmarkFromCookies(cookieHeader);
  let session: D1DatabaseSession | undefined;
  let wrote = false;
  const open = (): D1DatabaseSession => {
    if (!session) {
      session = database.withSession(from ?? "first-unconstrained");
      note(SESSION_TIMING_NAME, from ? "bookmark" : "first-unconstrained");
    }
    return session;
  };
  return {
    get db() {
      return open();
    },
    write(work) {
      wrote = true;
      return work(open());
    },
    bookmarkCookie(https) {
      const latest = wrote ? session?.getBookmark() : null;
      return latest ? bookmarkCookie(latest, https) : null;
    },
    bookmark: () => session?.getBookmark() ?? null,
    atLeast(bookmark) {
      if (session) return (session.getBookmark() ?? "") >= bookmark;
      if (!from || bookmark > from) from = bookmark;
      return true;
    },
  };
}

// A catalogue statement as the SQL builders make it (./queries.server.ts, and the search engine's
// own), and its binding for D1.

/** SQL text of a fixed shape and its bound values (the builders never put a value into the text). */
export interface Stmt {
  sql: string;
  params: (string | number | null)[];
}

/** A statement bound to its parameters, for `db.batch` or a single run. */
export const prepare = (db: CatalogueDb, s: Stmt) => db.prepare(s.sql).bind(...s.params);

/**
 * What catalogue reads take: the request's D1 session (app/catalogue/catalogue-session.server.ts,
 * decision 0079), or the database itself where a script, a test or a job on the primary runs them.
 */
export type CatalogueDb = Pick<D1DatabaseSession, "prepare" | "batch">;

// A catalogue statement as the SQL builders make it (./queries.server.ts, and the search engine's
// own), and its binding for D1.

/** SQL text of a fixed shape and its bound values (the builders never put a value into the text). */
export interface Stmt {
  sql: string;
  params: (string | number | null)[];
}

/** A statement bound to its parameters, for `db.batch` or a single run. */
export const prepare = (db: D1Database, s: Stmt) => db.prepare(s.sql).bind(...s.params);

// The SQL builders' statements (app/search/query.server.ts) bound for D1.
import type { Stmt } from "../search/query.server";

/** A statement bound to its parameters, for `db.batch` or a single run. */
export const prepare = (db: D1Database, s: Stmt) => db.prepare(s.sql).bind(...s.params);

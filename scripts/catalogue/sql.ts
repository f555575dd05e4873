// SQL text helpers for the seed files (literal values only; the seed never interpolates input).

export type SqlValue = string | number | boolean | null | undefined;

export function sqlLiteral(v: SqlValue): string {
  if (v === null || v === undefined) return "NULL";
  if (typeof v === "boolean") return v ? "1" : "0";
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new Error(`non-finite number in seed: ${v}`);
    return String(v);
  }
  return `'${v.replace(/'/g, "''")}'`;
}

/** Keep each statement under D1's 100 KB statement limit so the same files work remotely. */
export const MAX_STATEMENT_BYTES = 90_000;
const MAX_ROWS = 1000;

/** Multi-row INSERT statements for `rows`, split by size. */
export function insertStatements(table: string, columns: string[], rows: SqlValue[][]): string[] {
  const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n`;
  const out: string[] = [];
  let parts: string[] = [];
  let size = head.length;
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values, expected ${columns.length}`);
    const text = `(${row.map(sqlLiteral).join(",")})`;
    if (parts.length && (size + text.length + 2 > MAX_STATEMENT_BYTES || parts.length >= MAX_ROWS)) {
      out.push(head + parts.join(",\n"));
      parts = [];
      size = head.length;
    }
    parts.push(text);
    size += text.length + 2;
  }
  if (parts.length) out.push(head + parts.join(",\n"));
  return out;
}

/**
 * Split a migration / seed file into statements: on `;` at the end of a line, outside quotes
 * and comments. Good enough for our own files (no triggers, no `;` inside strings at EOL).
 */
export function splitSqlStatements(text: string): string[] {
  const out: string[] = [];
  let cur = "";
  let inSingle = false;
  let inDouble = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (!inSingle && !inDouble && ch === "-" && text[i + 1] === "-") {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end - 1;
      continue;
    }
    if (ch === "'" && !inDouble) inSingle = !inSingle;
    else if (ch === '"' && !inSingle) inDouble = !inDouble;
    if (ch === ";" && !inSingle && !inDouble) {
      if (cur.trim()) out.push(cur.trim());
      cur = "";
      continue;
    }
    cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

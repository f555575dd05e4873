import { DurableObject } from "cloudflare:workers";
import { CART_CLAIM_WINDOW_SECONDS } from "#app/cart/cart-claim.server.ts";
import { nextLine, type CommandRefusal, type LineCommand, type StoredLine } from "#app/cart/cart-lines.ts";
import { logError } from "#app/errors/log-line.ts";
import { CART_RETENTION_SECONDS } from "#app/retention/retention.ts";

// Issue #28, decision 0078: one Durable Object per cart, with SQLite storage, named by the cart id
// of the cookie (idFromName). It owns the cart's lines and applies one command at a time, so two
// tabs' adds are applied one after the other, each to what the other left; the rules are the pure
// ones of app/cart/cart-lines.ts. Prices and catalogue facts stay the catalogue's (D1), read by the
// Worker (app/cart/cart.server.ts). Objects named "claim:{key}" hold a browser's first-add claim
// (decision 0032) instead of a cart.

type Market = "us" | "ca";
/** Which cart a call means: the object's own name, and the market whose cookie named it. */
export interface CartRef {
  cartId: string;
  market: Market;
}

export type LineOutcome =
  | { kind: "done"; before: StoredLine | null; after: StoredLine; count: number }
  | { kind: "refused"; refusal: CommandRefusal }
  /** no such cart in this market (never made, lapsed, or another market's): an add claims one */
  | { kind: "no-cart" };

interface CartEnv {
  DB: D1Database;
}

const SCHEMA = [
  "CREATE TABLE IF NOT EXISTS cart (id TEXT PRIMARY KEY, market TEXT NOT NULL, moved_from_d1 INTEGER NOT NULL DEFAULT 0)",
  `CREATE TABLE IF NOT EXISTS lines (item_id INTEGER PRIMARY KEY, part_number TEXT NOT NULL, quantity INTEGER NOT NULL, autoship INTEGER NOT NULL,
     personalization TEXT, added_at TEXT NOT NULL, removed_at TEXT)`,
];
const LINE_COLUMNS = "item_id, part_number, quantity, autoship, personalization, added_at, removed_at";
/** As long as the D1 retention job kept a cart: its cookie's max age and a day (app/retention/retention.ts). */
const CART_LIFETIME_MS = CART_RETENTION_SECONDS * 1000;

export class CartObject extends DurableObject<CartEnv> {
  private get sql() {
    return this.ctx.storage.sql;
  }

  /** The lines (live, and removed since `removedSince`, ISO 8601) in the order they were added; none when there is no such cart. */
  async read(cart: CartRef, removedSince: string): Promise<StoredLine[]> {
    if (!(await this.open(cart, false))) return [];
    return this.sql
      .exec<Record<string, SqlStorageValue> & StoredLine>(
        `SELECT ${LINE_COLUMNS} FROM lines WHERE removed_at IS NULL OR removed_at >= ? ORDER BY added_at, item_id`,
        removedSince,
      )
      .toArray();
  }

  /** The header's count: units on every live line. */
  async count(cart: CartRef): Promise<number> {
    return (await this.open(cart, false)) ? this.liveUnits() : 0;
  }

  /**
   * Applies one command. `create`: the cart was just claimed for this add (its id is new, never in
   * D1), so it is made here if it is not yet.
   */
  async apply(cart: CartRef, command: LineCommand, nowMs: number, create = false): Promise<LineOutcome> {
    if (!(await this.open(cart, create))) return { kind: "no-cart" };
    const before = this.line(command.itemId);
    const next = nextLine(before, this.liveLines(), command, new Date(nowMs));
    if ("refusal" in next) return { kind: "refused", refusal: next.refusal };
    const { line } = next;
    this.writeLine(line);
    await this.keepUntilCookieLapses(nowMs);
    return { kind: "done", before, after: line, count: this.liveUnits() };
  }

  /**
   * On a claim object: the cart claimed under its key in the last CART_CLAIM_WINDOW_SECONDS, or
   * `newCartId` claimed now. One call at a time, so racing first adds all get the same cart.
   */
  async claim(newCartId: string, nowMs: number): Promise<{ cartId: string; created: boolean }> {
    this.sql.exec("CREATE TABLE IF NOT EXISTS claim (cart_id TEXT NOT NULL, claimed_at INTEGER NOT NULL)");
    const recent = this.sql.exec<{ cart_id: string }>("SELECT cart_id FROM claim WHERE claimed_at > ?", nowMs - CART_CLAIM_WINDOW_SECONDS * 1000).toArray()[0];
    if (recent) return { cartId: recent.cart_id, created: false };
    this.sql.exec("DELETE FROM claim");
    this.sql.exec("INSERT INTO claim (cart_id, claimed_at) VALUES (?, ?)", newCartId, nowMs);
    // A claim is of no use after its window: the object deletes itself then.
    await this.ctx.storage.setAlarm(nowMs + CART_CLAIM_WINDOW_SECONDS * 1000);
    return { cartId: newCartId, created: true };
  }

  /** The cookie has lapsed (or the claim's window is over): nothing can reach this object any more. */
  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  /**
   * Whether this object holds `cart` in its market. A cart the object does not hold yet may be one
   * of the carts D1 kept before decision 0078: on its first use it is moved here (once; other calls
   * wait meanwhile), unless `create` says the id is new.
   */
  private async open(cart: CartRef, create: boolean): Promise<boolean> {
    const held = this.heldMarket();
    if (held !== null) return held === cart.market;
    if (create) {
      this.makeCart(cart, false);
      return true;
    }
    return this.ctx.blockConcurrencyWhile(async () => {
      const market = this.heldMarket() ?? (await this.moveFromD1(cart.cartId));
      return market === cart.market;
    });
  }

  private heldMarket(): string | null {
    const hasCart = this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cart'").toArray().length > 0;
    if (!hasCart) return null;
    return this.sql.exec<{ market: string }>("SELECT market FROM cart").toArray()[0]?.market ?? null;
  }

  private makeCart(cart: CartRef, moved: boolean) {
    for (const statement of SCHEMA) this.sql.exec(statement);
    this.sql.exec("INSERT INTO cart (id, market, moved_from_d1) VALUES (?, ?, ?)", cart.cartId, cart.market, moved ? 1 : 0);
  }

  /**
   * Copies the D1 cart `cartId` (decision 0032's tables) into this object and deletes its rows
   * there; its market, or null when D1 has no such cart. The copy is written before the delete: if
   * the delete fails, the object already answers for the cart and the retention job removes the
   * rows left in D1 when their cookie lapses.
   */
  private async moveFromD1(cartId: string): Promise<string | null> {
    const db = this.env.DB;
    const [cartResult, linesResult] = await db.batch([
      db.prepare("SELECT market, updated_at FROM carts WHERE id = ?1").bind(cartId),
      db.prepare(`SELECT ${LINE_COLUMNS} FROM cart_lines WHERE cart_id = ?1`).bind(cartId),
    ]);
    const row = cartResult.results[0] as { market: Market; updated_at: string } | undefined;
    if (!row) return null;
    this.makeCart({ cartId, market: row.market }, true);
    for (const line of linesResult.results as unknown as StoredLine[]) {
      this.writeLine(line);
    }
    await this.keepUntilCookieLapses(Date.parse(row.updated_at));
    try {
      await db.batch([db.prepare("DELETE FROM cart_lines WHERE cart_id = ?1").bind(cartId), db.prepare("DELETE FROM carts WHERE id = ?1").bind(cartId)]);
    } catch (error) {
      logError(null, `cart ${cartId} moved to its object; its D1 rows are left for retention`, error);
    }
    return row.market;
  }

  /** Every change renews the cookie for 30 days: the cart lives as long (and a day), and no longer. */
  private keepUntilCookieLapses(changedAtMs: number) {
    return this.ctx.storage.setAlarm(changedAtMs + CART_LIFETIME_MS);
  }

  private writeLine(line: StoredLine) {
    const { item_id, part_number, quantity, autoship, personalization, added_at, removed_at } = line;
    this.sql.exec(
      `INSERT OR REPLACE INTO lines (${LINE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      item_id,
      part_number,
      quantity,
      autoship,
      personalization,
      added_at,
      removed_at,
    );
  }

  private line(itemId: number): StoredLine | null {
    return this.sql.exec<Record<string, SqlStorageValue> & StoredLine>(`SELECT ${LINE_COLUMNS} FROM lines WHERE item_id = ?`, itemId).toArray()[0] ?? null;
  }

  private liveLines(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM lines WHERE removed_at IS NULL").one().n;
  }

  private liveUnits(): number {
    return this.sql.exec<{ n: number }>("SELECT COALESCE(SUM(quantity), 0) AS n FROM lines WHERE removed_at IS NULL").one().n;
  }
}

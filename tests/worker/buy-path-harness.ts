import type { Miniflare } from "miniflare";
import { BROWSER_UA, SITE_ORIGIN } from "./worker-harness";

export const ORIGIN = SITE_ORIGIN;

/** A browser's cookies for one shopper: what Set-Cookie gave, sent back on every request. */
export class Shopper {
  readonly cookies = new Map<string, string>();
  /** Every test shopper comes from its own address, so rate limits never mix between tests or runs. */
  constructor(
    private readonly mf: Miniflare,
    readonly ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  get xsrf(): string {
    return this.cookies.get("XSRF-TOKEN") ?? "";
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  remember(res: { headers: { getSetCookie?: () => string[]; get(name: string): string | null } }) {
    const all = res.headers.getSetCookie?.() ?? [];
    for (const line of all) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq).trim(), decodeURIComponent(pair.slice(eq + 1).trim()));
    }
  }

  async get(path: string, headers: Record<string, string> = {}) {
    const res = await this.mf.dispatchFetch(`${ORIGIN}${path}`, {
      redirect: "manual",
      headers: { "user-agent": BROWSER_UA, accept: "text/html", cookie: this.cookieHeader(), "cf-connecting-ip": this.ip, ...headers },
    } as never);
    this.remember(res as never);
    return res;
  }

  /**
   * A form POST as a browser sends it: same Origin, the XSRF field from the cookie. `script` posts
   * as the page's JavaScript does (x-market and the XSRF header instead of the field).
   */
  async post(
    path: string,
    fields: Record<string, string>,
    options: { script?: string; headers?: Record<string, string>; xsrf?: string | null; rawBody?: string } = {},
  ) {
    const body = new URLSearchParams(fields);
    const token = options.xsrf === undefined ? this.xsrf : options.xsrf;
    if (!options.script && token !== null) body.set("_xsrf", token);
    const headers: Record<string, string> = {
      "user-agent": BROWSER_UA,
      accept: "text/html",
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      // miniflare sets Host to its own loopback port; a proxy in front says which host was asked.
      "x-forwarded-host": new URL(ORIGIN).host,
      cookie: this.cookieHeader(),
      "cf-connecting-ip": this.ip,
      ...(options.script ? { "x-market": options.script, ...(token !== null && { "x-xsrf-token": token }) } : {}),
      ...options.headers,
    };
    const res = await this.mf.dispatchFetch(`${ORIGIN}${path}`, {
      method: "POST",
      body: options.rawBody ?? body.toString(),
      redirect: "manual",
      headers,
    } as never);
    this.remember(res as never);
    return res;
  }
}

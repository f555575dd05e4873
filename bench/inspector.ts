// A minimal Chrome DevTools protocol client for the V8 isolates of a local workerd: the heap of the
// worker's isolate (Runtime.getHeapUsage after HeapProfiler.collectGarbage), through wrangler
// dev's inspector proxy (--inspector-port) or workerd's own inspector (one target per isolate).
//
// The WebSocket comes from miniflare's fetch (a direct dependency): Node 20 has no global
// WebSocket without a flag, and `ws` is only a transitive dependency here.
import { fetch as upgradeFetch } from "miniflare";

export interface HeapUsage {
  /** bytes of live JS objects (V8 heap spaces) */
  used: number;
  /** bytes V8 has reserved for its heap spaces */
  total: number;
  /** ArrayBuffer backing stores (typed arrays live here, outside the V8 heap spaces) */
  backingStore: number;
}

export interface InspectorSession {
  call<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  close(): void;
}

interface ProtocolMessage {
  id?: number;
  method?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** Opens a DevTools session on `url` (http://host:port/path of the target's webSocketDebuggerUrl). */
export async function openInspector(url: string): Promise<InspectorSession> {
  const res = await upgradeFetch(url, { headers: { Upgrade: "websocket" } });
  const ws = res.webSocket;
  if (!ws) throw new Error(`inspector ${url}: no WebSocket (HTTP ${res.status})`);
  ws.accept();
  let nextId = 0;
  const waiting = new Map<number, { resolve: (m: ProtocolMessage) => void; reject: (e: Error) => void }>();
  ws.addEventListener("message", (event) => {
    // Events (and wrangler's own keep-alive answers, ids from 1e8) are dropped: only our answers matter.
    const message = JSON.parse(String(event.data)) as ProtocolMessage;
    const pending = message.id != null ? waiting.get(message.id) : undefined;
    if (!pending) return;
    waiting.delete(message.id!);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message);
  });
  ws.addEventListener("close", () => {
    for (const p of waiting.values()) p.reject(new Error(`inspector ${url} closed`));
    waiting.clear();
  });
  return {
    call<T>(method: string, params: Record<string, unknown> = {}, timeoutMs = 30_000): Promise<T> {
      const id = ++nextId;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`inspector ${url}: ${method} timed out`));
        }, timeoutMs);
        waiting.set(id, {
          resolve: (m) => {
            clearTimeout(timer);
            resolve((m.result ?? {}) as T);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
        ws.send(JSON.stringify({ id, method, params }));
      });
    },
    close: () => ws.close(),
  };
}

/**
 * The isolate's heap after a full garbage collection. workerd runs the collection V8 posts as a
 * task only when the isolate next runs, so `poke` must make it run (a request to the worker):
 * poked until the collection is done, since the command may arrive after the first poke.
 */
export async function heapAfterGc(session: InspectorSession, poke: () => Promise<void>): Promise<HeapUsage> {
  let done = false;
  const collected = session.call("HeapProfiler.collectGarbage").finally(() => (done = true));
  while (!done) {
    await poke();
    await Promise.race([collected, new Promise((r) => setTimeout(r, 200))]);
  }
  await collected;
  return heapUsage(session);
}

export async function heapUsage(session: InspectorSession): Promise<HeapUsage> {
  const h = await session.call<{ usedSize: number; totalSize: number; backingStorageSize?: number }>("Runtime.getHeapUsage");
  return { used: h.usedSize, total: h.totalSize, backingStore: h.backingStorageSize ?? 0 };
}

export interface InspectorTarget {
  id: string;
  webSocketDebuggerUrl: string;
}

/** The isolates an inspector lists (workerd: one per worker; wrangler's proxy: the user worker). */
export async function inspectorTargets(port: number): Promise<InspectorTarget[]> {
  const res = await fetch(`http://127.0.0.1:${port}/json/list`);
  if (!res.ok) throw new Error(`inspector on ${port}: /json/list answered ${res.status}`);
  return (await res.json()) as InspectorTarget[];
}

/** ws://localhost:1234/x → http://127.0.0.1:1234/x (miniflare's fetch upgrades http URLs). */
export function httpUrlOf(target: InspectorTarget): string {
  const url = new URL(target.webSocketDebuggerUrl);
  return `http://127.0.0.1:${url.port}${url.pathname}`;
}

import { MESSAGES } from "./constants";
import { isBlacklisted } from "./event-names";
import type { Logger } from "./logger";
import { createReadyQueue } from "./queue";

// The customer-data platform (spec §1 second destination) through the collector script's calls:
// track(name, properties), page(name, properties), identify(userId, traits) (spec §3 "Analytics calls").

export type CdpCall = (
  | { type: "track" | "page"; name: string; properties: Record<string, unknown> }
  | { type: "identify"; name?: undefined; userId: string | undefined; traits: Record<string, unknown> }
) & {
  /** category:action:label, for the blacklist check that can only run once the toggles arrive. */
  key?: string;
};

export interface Collector {
  track?(name: string, properties?: Record<string, unknown>): unknown;
  page?(name?: string, properties?: Record<string, unknown>): unknown;
  identify?(userId?: string, traits?: Record<string, unknown>): unknown;
  flush?(): unknown;
}

/** spec §8: "{name} is no longer supported" for calls the collector (or this API) does not offer. */
export function logUnsupported(logger: Logger, name: string) {
  logger.error(MESSAGES.noLongerSupported(name));
}

/** One call to the collector; a throwing collector is caught and logged (spec §8 "Failed to emit"). */
export function emitToCollector(collector: Collector, call: CdpCall, logger: Logger) {
  const fn = collector[call.type] as ((this: Collector, ...args: unknown[]) => unknown) | undefined;
  if (typeof fn !== "function") return logUnsupported(logger, call.type);
  try {
    if (call.type === "identify") fn.call(collector, call.userId, call.traits);
    else fn.call(collector, call.name, call.properties);
  } catch (error) {
    logger.error(MESSAGES.FAILED_TO_EMIT, error);
  }
}

interface CdpTargets {
  collector?: Collector;
  blacklist?: RegExp[];
  /** Also handed every call that passes the blacklist (the native bridge). */
  also?: (call: CdpCall) => void;
}

export interface Cdp {
  send(call: CdpCall): void;
  /** Loading finished: flush the queue in order through the blacklist, then send directly. */
  connect(targets: CdpTargets): void;
  /** Nothing will ever take the calls: stop queueing (see ReadyQueue.discard). */
  abandon(): void;
  readonly queued: number;
}

export function createCdp(logger: Logger): Cdp {
  const queue = createReadyQueue<CdpCall>();
  return {
    send: (call) => queue.push(call),
    connect: ({ collector, blacklist = [], also }) =>
      queue.ready((call) => {
        if (call.name && isBlacklisted(call.key ?? "", call.name, blacklist)) return;
        if (collector) emitToCollector(collector, call, logger);
        also?.(call);
      }),
    abandon: () => queue.discard(),
    get queued() {
      return queue.size;
    },
  };
}

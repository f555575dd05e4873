// spec §4 "Perf-event queue (page load metrics)": named events go waiting for stop → staged →
// sent, or cancelled. START adds an event as waiting (ignored if one by that name exists). STOP
// moves a waiting event to staged (ignored if missing or not waiting). CANCEL marks any existing
// event cancelled. Staged events are sent once the page is fully loaded and the monitoring script
// exists; an event whose start or end cannot be resolved is cancelled; sent events are not resent.
// Pure: the browser's driver (./perf-monitor.ts) owns the clock and the sending.

type PerfEventState = "waiting" | "staged" | "cancelled" | "sent";

interface PerfEvent {
  name: string;
  state: PerfEventState;
  /** ms since the page's time origin (performance.now()), when known */
  start?: number;
  end?: number;
}

export type PerfCommand = { type: "START"; name: string; at?: number } | { type: "STOP"; name: string; at?: number } | { type: "CANCEL"; name: string };

export type PerfQueue = ReadonlyMap<string, PerfEvent>;

export const EMPTY_PERF_QUEUE: PerfQueue = new Map();

/** The queue after one command (the same queue when the command is ignored). */
export function applyPerfCommand(queue: PerfQueue, command: PerfCommand): PerfQueue {
  const existing = queue.get(command.name);
  switch (command.type) {
    case "START":
      if (existing) return queue;
      return new Map(queue).set(command.name, { name: command.name, state: "waiting", start: command.at });
    case "STOP":
      if (!existing || existing.state !== "waiting") return queue;
      return new Map(queue).set(command.name, { ...existing, state: "staged", end: command.at });
    case "CANCEL":
      if (!existing || existing.state === "cancelled") return queue;
      return new Map(queue).set(command.name, { ...existing, state: "cancelled" });
  }
}

/** What is sent for an event: its name and how long it took. */
export interface PerfMeasurement {
  name: string;
  duration: number;
}

const resolvable = (value: number | undefined): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * Sending the staged events, when the page is fully loaded and the monitoring script exists:
 * the measurements to send and the queue afterwards (those sent, those that could not be
 * resolved cancelled). Before that, nothing changes.
 */
export function flushPerfQueue(queue: PerfQueue, ready: { pageLoaded: boolean; monitorExists: boolean }): { send: PerfMeasurement[]; queue: PerfQueue } {
  if (!ready.pageLoaded || !ready.monitorExists) return { send: [], queue };
  const send: PerfMeasurement[] = [];
  let next: Map<string, PerfEvent> | undefined;
  for (const event of queue.values()) {
    if (event.state !== "staged") continue;
    next ??= new Map(queue);
    if (resolvable(event.start) && resolvable(event.end) && event.end >= event.start) {
      send.push({ name: event.name, duration: event.end - event.start });
      next.set(event.name, { ...event, state: "sent" });
    } else {
      next.set(event.name, { ...event, state: "cancelled" });
    }
  }
  return { send, queue: next ?? queue };
}

/** spec §9 "Monitoring load poll every 500 ms for up to 60 seconds". */
export const MONITOR_POLL_MS = 500;
export const MONITOR_POLL_LIMIT_MS = 60_000;

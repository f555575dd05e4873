import { browserType, operatingSystem } from "./user-agent";

// spec §3: "A device fingerprint holds os, browser, device memory, cores, touch points, anonymous
// id, user id, region, event uuid and timestamps." Every event and page payload carries one, as
// `device_fingerprint` (the legacy `dFp` property is noise the cleaning drops, spec §5). It is made
// only from what the page already knows; nothing is probed (no canvas, fonts or audio): it tells
// the platform what kind of device sent an event, not who is holding it.

/** What the browser says about the device (the Navigator members; each is missing in some browsers). */
export interface DeviceSource {
  userAgent?: string;
  /** GB, rounded by the browser (Chromium only). */
  deviceMemory?: number;
  hardwareConcurrency?: number;
  maxTouchPoints?: number;
}

export interface DeviceFacts {
  os: string;
  browser: string;
  device_memory?: number;
  cores?: number;
  touch_points?: number;
}

export interface DeviceFingerprint extends DeviceFacts {
  anonymous_id: string;
  /** A registered user's customer id. */
  user_id?: string;
  /** The market's region (us, ca). */
  region: string;
  /** This event's own id. */
  event_uuid: string;
  /** Client times in ms since the epoch: the event's, and when the page began loading. The server's is timeReceived. */
  timestamps: { event: number; page_load?: number };
}

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined);

/** The device part, read once per page. */
export function deviceFacts(source: DeviceSource | undefined): DeviceFacts {
  const userAgent = source?.userAgent ?? "";
  return {
    os: operatingSystem(userAgent),
    browser: browserType(userAgent),
    device_memory: count(source?.deviceMemory),
    cores: count(source?.hardwareConcurrency),
    touch_points: count(source?.maxTouchPoints),
  };
}

/** One event's fingerprint. */
export function deviceFingerprint(
  device: DeviceFacts,
  who: { anonymousId: string; userId?: string; region: string },
  event: { uuid: string; time: number; pageLoad?: number },
): DeviceFingerprint {
  return {
    ...device,
    anonymous_id: who.anonymousId,
    user_id: who.userId,
    region: who.region,
    event_uuid: event.uuid,
    timestamps: { event: event.time, page_load: event.pageLoad },
  };
}

// The emit pipeline every event goes through (spec §4 delivery): the fields every payload carries
// (identity, context, scroll depth, device fingerprint, sequence), the browser checks (logged only,
// spec §5/§8), the data layer first, then, when the event is mapped and not skipped, the platform.

import type { Cdp } from "./cdp";
import { cleanPayload } from "./clean";
import { MESSAGES, SKIP_CDP_FLAG } from "./constants";
import { type DataLayerEntry, emissionPathOf, getDataLayer, pushToDataLayer } from "./data-layer";
import { type GaEventFields, decideCdpName, eventKey } from "./event-names";
import { deviceFacts, deviceFingerprint } from "./fingerprint";
import { randomUuid } from "./identity";
import type { AnalyticsOptions } from "./options";
import { contextFields, defaultNonInteraction, identityFields, sequenceClock } from "./payload";
import { createScrollDepth } from "./scroll-depth";
import { type Fields, checkPayload } from "./validate";
import type { Visit } from "./visit";

/** A GA 360 style event: named through the mapping table (spec §5), emission_path 1. */
export type GaEvent = GaEventFields & {
  eventCategory: string;
  eventAction: string;
  eventLabel?: string;
  eventValue?: string | number;
  eventNonInt?: boolean;
  [SKIP_CDP_FLAG]?: boolean;
  [property: string]: unknown;
};

/** One event on its way out. */
interface Delivery {
  type: "track" | "page";
  /** The platform name; without one the mapping table names it from the GA fields (spec §5). */
  name?: string;
  ga: Partial<GaEvent>;
  properties?: Record<string, unknown>;
  extraFields?: Fields;
  /** The tag-manager event; when it is one the layer derives platform events from, emission_path is 1 (data-layer.ts). */
  dataLayer?: DataLayerEntry;
}

export interface EmitPipeline {
  deliver(delivery: Delivery): void;
  /** A new page is shown (a client-side navigation keeps the facade): its scroll depth starts again. */
  startPage(): void;
}

export function createEmitPipeline(visit: Visit, cdp: Cdp, options: AnalyticsOptions): EmitPipeline {
  const { win, ctx, logger } = visit;
  const device = deviceFacts(win?.navigator);
  const scrollDepth = createScrollDepth(win);
  const pageLoad = win?.performance?.timeOrigin;
  const fingerprint = (time: number) =>
    deviceFingerprint(
      device,
      { anonymousId: visit.anonymousId, userId: ctx.isRegisteredUser ? ctx.customerId : undefined, region: options.region ?? "" },
      { uuid: (options.uuid ?? randomUuid)(), time, pageLoad: pageLoad === undefined ? undefined : Math.round(pageLoad) },
    );
  const tick = sequenceClock(options.now);

  function validate(type: Delivery["type"], props: Record<string, unknown>, extra?: Fields) {
    const { value, messages } = checkPayload(type, props, extra);
    // spec §5 / §8: invalid payloads are logged only; the coerced payload still goes out.
    for (const message of messages) logger.warn(message);
    return value;
  }

  return {
    deliver(d) {
      try {
        const { [SKIP_CDP_FLAG]: skip, ...ga } = d.ga;
        const decision = decideCdpName(ga, { name: d.name, skip: skip === true });
        const time = tick();
        const props = validate(
          d.type,
          {
            ...identityFields(ctx),
            ...contextFields(ctx, time),
            scroll_depth: scrollDepth.current(),
            device_fingerprint: fingerprint(time),
            event_name: decision.name,
            emission_path: emissionPathOf(d.dataLayer),
            ...ga,
            eventNonInt: defaultNonInteraction(decision.name, ga.eventNonInt),
            ...d.properties,
          },
          d.extraFields,
        );
        if (d.dataLayer) pushToDataLayer(getDataLayer(win), cleanPayload(d.dataLayer));
        const properties = cleanPayload(props);
        logger.debug(decision.name, decision.sendToCdp ? "" : "(not sent to the platform)", properties);
        if (decision.sendToCdp) cdp.send({ type: d.type, name: decision.name, properties, key: eventKey(ga) });
      } catch (error) {
        logger.error(MESSAGES.FAILED_TO_EMIT, error);
      }
    },
    startPage: () => scrollDepth.reset(),
  };
}

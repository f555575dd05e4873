import { useLocation, useMatches } from "@remix-run/react";
import { createContext, useContext, useEffect, useLayoutEffect, useRef, type DependencyList, type ReactNode } from "react";
import { useMarket } from "#app/markets/use-market.ts";
import { createJobQueue } from "./job-queue";
// Types only: the analytics code itself is a separate chunk, loaded after hydration (see loadFacade).
import type { AnalyticsJob, EmitAnalytics, PageAnalytics, PageLanding } from "./page-analytics";
import { PERSONAL_ISLAND_ID } from "#app/visitor/personal.ts";

// React bindings of the framework-free analytics layer (analytics/README.md "Wiring"): one facade per
// page load, created in the browser only, after hydration; page() on load and on every client-side
// navigation; components emit events through useAnalytics() and never wait for the facade.

/** What the root loader tells the browser about the visit (who the visitor is comes from the personal island: ./page-facade.ts). */
export interface AnalyticsConfig {
  environment: string;
  isBot: boolean;
  /** load real-user monitoring (the realUserMonitoring flag; never for a bot) */
  rum: boolean;
}

const noop = () => undefined;
// spec §8 text (analytics/constants.ts MESSAGES.FAILED_TO_EMIT), written out so that nothing of the
// analytics layer is in the page's eager bundle: all of it arrives with the lazily loaded chunk.
const FAILED_TO_EMIT = "Failed to emit analytics event.";
const logFailure = (error: unknown) => console.error(FAILED_TO_EMIT, error);
const AnalyticsContext = createContext<EmitAnalytics>(() => noop);

/** Emits to the facade (now, or once it is loaded). Returns the cancel/cleanup function. */
export function useAnalytics(): EmitAnalytics {
  return useContext(AnalyticsContext);
}

/** Emits in an effect and undoes it on cleanup (element tracking: stop observing the element). */
export function useAnalyticsEffect(job: AnalyticsJob, deps: DependencyList) {
  const emit = useAnalytics();
  // The caller names what the job depends on (its element, product, list...), as with useEffect.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's list is this effect's list
  useEffect(() => emit(job), [emit, ...deps]);
}

// Layout effects run before every passive effect of the same commit, so page() is queued ahead of the
// events the new page's components emit from their effects. (On the server neither runs.)
const useBeforeChildEffects = typeof document === "undefined" ? useEffect : useLayoutEffect;

// One facade for the page load, whatever React does with effects (StrictMode runs them twice in dev).
let facade: Promise<PageAnalytics> | undefined;
function loadFacade(landing: PageLanding): Promise<PageAnalytics> {
  facade ??= import("./page-facade").then((module) => module.pageAnalyticsAfter(landing));
  return facade;
}

/** Runs `fn` when the browser is idle after hydration, so analytics never competes with rendering. */
function whenIdle(fn: () => void): () => void {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(fn, { timeout: 2000 });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = setTimeout(fn, 1);
  return () => clearTimeout(id);
}

export function AnalyticsProvider({ config, children }: { config: AnalyticsConfig; children: ReactNode }) {
  const market = useMarket();
  const location = useLocation();
  // The page's route; its analytics page type is read where the analytics code is (./page-type.ts,
  // loaded with it): the page's eager code carries no table of routes.
  const routeId = useMatches().at(-1)?.id;
  const queue = useRef(createJobQueue<PageAnalytics>(logFailure)).current;

  // The landing page's route and the visit facts, as they were when the page loaded.
  const landing = useRef({ routeId, marketPrefix: market.pathPrefix, region: market.region, config });

  const paged = useRef<string | undefined>(undefined);
  useBeforeChildEffects(() => {
    if (paged.current === location.key) return;
    const navigation = paged.current !== undefined;
    paged.current = location.key;
    queue.emit((analytics) => {
      // The previous page's last impressions (fewer than 4) go out under its own page type.
      if (navigation) analytics.flush();
      analytics.setPageType(analytics.pageTypeOf(routeId));
      analytics.page();
    });
  }, [location.key]);

  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      // Real-user monitoring and experiment exposures (./after-hydration.ts) load with the analytics layer.
      const { routeId, marketPrefix, region, config } = landing.current;
      const island = document.getElementById(PERSONAL_ISLAND_ID)?.textContent;
      import("./after-hydration").then(
        (after) => after.afterHydration({ routeId, marketPrefix, rum: config.rum && !config.isBot, island }, queue.emit),
        logFailure,
      );
      loadFacade({ routeId, marketPrefix, region, environment: config.environment, island })
        .then((analytics) => active && queue.start(analytics))
        .catch(logFailure);
    });
    return () => {
      active = false;
      cancel();
    };
  }, [queue]);

  return <AnalyticsContext.Provider value={queue.emit}>{children}</AnalyticsContext.Provider>;
}

import { useEffect, useMemo, useState } from "react";
import { useMarket } from "#app/markets/use-market.ts";
import { createWidgetClient, widgetClientOptions, WIDGET_TIMEOUTS_MS, type Environment } from "#app/graphql/clients/widget-client.ts";

/** The build the page runs, as Remix's manifest names it (spec §7 x-client-version). */
const clientVersion = () => (window as unknown as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "unknown";

/** The browser's widget client for this page's market and environment (spec §7), made once. */
export function useBrowserWidgetClient(environment: Environment, timeoutMs?: number) {
  const market = useMarket();
  return useMemo(
    () =>
      createWidgetClient(
        widgetClientOptions({ environment, side: "browser", market, clientVersion: clientVersion(), clientUrl: location.href, timeoutMs }),
        "browser",
        fetch,
      ),
    [environment, market, timeoutMs],
  );
}

/** True once a carousel call has waited the carousel race (2000 ms, spec §9) since `variables` last changed. */
export function useCarouselRaceLost(variables: object): boolean {
  const [lost, setLost] = useState(false);
  useEffect(() => {
    setLost(false);
    const timer = setTimeout(() => setLost(true), WIDGET_TIMEOUTS_MS.carouselRace);
    return () => clearTimeout(timer);
  }, [variables]);
  return lost;
}

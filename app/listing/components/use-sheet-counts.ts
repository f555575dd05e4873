import { useEffect, useState } from "react";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { useMarket } from "#app/markets/use-market.ts";
import type { FacetRefresh } from "#app/search/facet-refresh.ts";
import { hasPendingChanges, type FacetSelection } from "../facet-state";
import { countKey, facetRefreshRequest, refreshedCounts, shownCount } from "../filter-sheet-rules";
import type { ListingView } from "../view";

/** Waits this long after the last tap before asking for counts, so quick taps make one request. */
const REFRESH_DELAY_MS = 120;

interface Refreshed {
  counts: Map<string, number>;
  total: number;
}

/**
 * The total and counts a sheet shows: the page's until the selection differs from it, then the
 * latest refreshed ones (../filter-sheet-rules.ts shownCount: while a newer refresh runs, the last
 * known counts stay; a failed refresh leaves the page's counts).
 */
export function useSheetCounts(view: ListingView, selection: FacetSelection) {
  const { refreshed, refreshing, failed } = useFacetRefresh(view, selection);
  const pending = hasPendingChanges(selection);
  const total = pending ? refreshed?.total : view.total;
  const countOf = (key: string, value: string, onPage: number) => shownCount(onPage, pending ? refreshed?.counts : undefined, countKey(key, value));
  return { pending, total, countOf, refreshing, failed };
}

/**
 * spec §4 facet refresh: while the selection differs from the page's, the counts and total for it,
 * with a refreshing flag. A failed refresh keeps the page's counts and says so; Apply still works.
 */
function useFacetRefresh(view: ListingView, selection: FacetSelection): { refreshed: Refreshed | null; refreshing: boolean; failed: boolean } {
  const market = useMarket();
  const [refreshed, setRefreshed] = useState<Refreshed | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);
  const pending = hasPendingChanges(selection);
  const body = pending ? JSON.stringify(facetRefreshRequest(view.state, selection)) : null;
  useEffect(() => {
    if (body === null) {
      setRefreshed(null);
      setRefreshing(false);
      setFailed(false);
      return;
    }
    const controller = new AbortController();
    setRefreshing(true);
    const timer = setTimeout(() => {
      fetch(withMarketPrefix("/plp/api/facets", market), { method: "POST", headers: { "content-type": "application/json" }, body, signal: controller.signal })
        .then(async (res) => {
          if (!res.ok) throw new Error(`facet refresh answered ${res.status}`);
          const answer = (await res.json()) as FacetRefresh;
          // A later choice wins: an answer for a selection the shopper has already changed is dropped.
          if (controller.signal.aborted) return;
          setRefreshed({ counts: refreshedCounts(answer), total: answer.recordSetTotal });
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error("facet refresh failed", error);
          setRefreshed(null);
          setFailed(true);
        })
        .finally(() => {
          if (!controller.signal.aborted) setRefreshing(false);
        });
    }, REFRESH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body, market]);
  return { refreshed, refreshing, failed };
}

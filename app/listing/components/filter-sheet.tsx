import { useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useState, type Dispatch } from "react";
import { addResources } from "#app/i18n/translator.ts";
import sheetCopy from "#locales/en-US/filter-sheet.json";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { useMarket } from "#app/markets/use-market.ts";
import type { FacetRefresh } from "#app/search/facet-refresh.ts";
import type { FacetKey, SortOption } from "#app/search/vocabulary.ts";
import { ModalSheet } from "#app/ui/modal-sheet.tsx";
import { checkedFacets, createFacetSelection, hasPendingChanges, isChecked, reset, toggle, type FacetSelection } from "../facet-state";
import { panelShowsFacets, panelShowsSort, type PanelEvent, type PanelState } from "../filter-panel";
import { appliedListingState, countKey, facetRefreshRequest, refreshedCounts } from "../filter-sheet-rules";
import { listingUrlBuilder } from "../url";
import { scrollStateFor } from "../scroll-target";
import type { FacetView, ListingView } from "../view";

// The spec §4 sheets: MobileSort, MobileFacets, UnifiedFilter and the single-facet sheet, as modal
// dialogs (app/ui/modal-sheet.tsx). Check boxes change the selection as pending (./facet-state.ts);
// while they do, POST {market}/plp/api/facets says how many results the choice would give (the
// facet refresh) and "Show N results" applies it. Loaded the first time a sheet opens, with its words.
addResources("en-US", "listing", sheetCopy);

/** Waits this long after the last tap before asking for counts, so quick taps make one request. */
const REFRESH_DELAY_MS = 120;

interface Refreshed {
  counts: Map<string, number>;
  total: number;
}

export default function FilterSheet({
  view,
  panel,
  dispatch,
}: {
  view: ListingView;
  panel: Exclude<PanelState, { status: "closed" }>;
  dispatch: Dispatch<PanelEvent>;
}) {
  const { t } = useTranslation("listing");
  const market = useMarket();
  const navigate = useNavigate();
  const urlFor = useMemo(() => listingUrlBuilder(market, view.route), [market, view.route]);
  // Each sheet starts from what the page shows (the applied facets) and is unmounted when it closes:
  // spec §4's Cancel (the close button, Escape) restores the saved selection by dropping the pending one.
  const [selection, setSelection] = useState(() => createFacetSelection(view.state.facets));
  const [sort, setSort] = useState(view.state.sort);
  const onClose = () => dispatch({ type: "close" });
  const { refreshed, refreshing, failed } = useFacetRefresh(view, selection);
  const pending = hasPendingChanges(selection);
  const busy = panel.status !== "open";

  const go = (href: string, event: PanelEvent) => {
    dispatch(event);
    navigate(href, { preventScrollReset: true, state: scrollStateFor("filter") });
  };
  const applyChoice = (nextSort: SortOption | undefined) => {
    if (!pending && nextSort === view.state.sort) return onClose();
    go(urlFor(appliedListingState(view.state, selection, nextSort)), { type: "apply" });
  };

  const total = pending ? refreshed?.total : view.total;
  const countOf = (key: string, value: string, onPage: number) => (pending ? (refreshed?.counts.get(countKey(key, value)) ?? (failed ? onPage : 0)) : onPage);
  const facets = panel.kind === "SingleFacet" ? view.facets.filter((facet) => facet.key === panel.facet) : view.facets;
  const title = panel.kind === "SingleFacet" ? (facets[0]?.label ?? t("sheet.filter")) : t(`sheet.title.${panel.kind}`);

  const showLabel = busy ? t("sheet.applying") : total === undefined ? t("sheet.showResultsUnknown") : t("sheet.showResults", { count: total });
  const footer = panelShowsFacets(panel.kind) ? (
    <>
      {panel.kind === "SingleFacet" ? (
        <button type="button" className="button button--secondary" disabled={busy || !pending} onClick={() => setSelection(reset)}>
          {t("sheet.reset")}
        </button>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || !view.clearAllHref}
          onClick={() => view.clearAllHref && go(view.clearAllHref, { type: "clear" })}
        >
          {panel.status === "clearing" ? t("sheet.clearing") : t("filters.clearAll")}
        </button>
      )}
      <button type="button" className="button" disabled={busy || total === 0} aria-describedby="sheet-status" onClick={() => applyChoice(sort)}>
        {showLabel}
      </button>
      <p id="sheet-status" className="visually-hidden" aria-live="polite">
        {refreshing ? t("sheet.refreshing") : failed ? t("sheet.refreshFailed") : ""}
      </p>
    </>
  ) : null;

  return (
    <ModalSheet title={title} onClose={onClose} closeLabel={t("sheet.close")} busy={busy || refreshing} footer={footer} className="filter-sheet">
      {panelShowsSort(panel.kind) ? (
        <fieldset className="sheet-group">
          <legend>{t("sort.label")}</legend>
          {view.sort.choices.map((choice) => (
            <label className="sheet-option" key={choice.value}>
              <input
                type="radio"
                name="sheet-sort"
                value={choice.value}
                checked={(sort ?? view.sort.current) === choice.value}
                disabled={busy}
                // The sort sheet applies a choice at once; the unified sheet waits for "Show N results".
                onChange={() => {
                  setSort(choice.value as SortOption);
                  if (panel.kind === "MobileSort") applyChoice(choice.value as SortOption);
                }}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {panelShowsFacets(panel.kind)
        ? facets.map((facet, index) => (
            <FacetGroup
              key={facet.key}
              facet={facet}
              single={panel.kind === "SingleFacet"}
              openAtFirst={index < 2}
              selection={selection}
              disabled={busy}
              countOf={countOf}
              onToggle={(value) => setSelection((current) => toggle(current, { key: facet.key as FacetKey, value }))}
            />
          ))
        : null}
    </ModalSheet>
  );
}

function FacetGroup({
  facet,
  single,
  openAtFirst,
  selection,
  disabled,
  countOf,
  onToggle,
}: {
  facet: FacetView;
  single: boolean;
  openAtFirst: boolean;
  selection: FacetSelection;
  disabled: boolean;
  countOf: (key: string, value: string, onPage: number) => number;
  onToggle: (value: string) => void;
}) {
  const chosen = checkedFacets(selection).filter((entry) => entry.key === facet.key).length;
  const options = (
    <fieldset className="sheet-group">
      {/* the sheet's title or the group's summary shows the name; the legend names the group for screen readers */}
      <legend className="visually-hidden">{facet.label}</legend>
      {facet.values.map((value) => {
        const checked = isChecked(selection, { key: facet.key, value: value.value });
        const count = countOf(facet.key, value.value, value.count);
        return (
          <label className="sheet-option" key={value.value}>
            <input type="checkbox" checked={checked} disabled={disabled || (!checked && count === 0)} onChange={() => onToggle(value.value)} />
            <span>{value.label}</span>
            <span className="facet__count">{`(${count.toLocaleString("en-US")})`}</span>
          </label>
        );
      })}
    </fieldset>
  );
  if (single) return options;
  return (
    <details className="sheet-facet" open={openAtFirst || chosen > 0}>
      <summary>
        {facet.label}
        {chosen ? <span className="sheet-facet__chosen">{` (${chosen})`}</span> : null}
      </summary>
      {options}
    </details>
  );
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

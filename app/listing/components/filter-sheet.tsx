import { formatEnglishNumber } from "#app/i18n/english-numbers.ts";
import { useNavigate } from "@remix-run/react";
import { useMemo, useState, type Dispatch } from "react";
import { addResources } from "#app/i18n/translator.ts";
import sheetCopy from "#locales/en-US/filter-sheet.json";
import { useMarket, useTranslation } from "#app/markets/use-market.ts";
import type { FacetKey, SortOption } from "#app/catalogue/search-vocabulary.ts";
import { ModalSheet } from "#app/ui/modal-sheet.tsx";
import { checkedFacets, createFacetSelection, hasPendingChanges, isChecked, reset, toggle, type FacetSelection } from "../facet-state";
import { panelShowsFacets, panelShowsSort, type PanelEvent, type PanelState } from "../filter-panel";
import { appliedListingState } from "../filter-sheet-rules";
import { listingUrlBuilder } from "#app/urls/listing-url.ts";
import { scrollStateFor } from "../scroll-target";
import { sortChoices } from "../sort";
import type { FacetData, ListingView } from "../view";
import { SheetFooter } from "./sheet-footer";
import { SortChoices } from "./sheet-sort-choices";
import { useSheetCounts } from "./use-sheet-counts";

// The spec §4 sheets: MobileSort, MobileFacets, UnifiedFilter and the single-facet sheet, as modal
// dialogs (app/ui/modal-sheet.tsx). Check boxes change the selection as pending (./facet-state.ts);
// while they do, POST {market}/plp/api/facets says how many results the choice would give (the
// facet refresh) and "Show N results" applies it. Loaded the first time a sheet opens, with its words.
addResources("en-US", "listing", sheetCopy);

interface FilterSheetProps {
  view: ListingView;
  panel: Exclude<PanelState, { status: "closed" }>;
  dispatch: Dispatch<PanelEvent>;
}

export default function FilterSheet({ view, panel, dispatch }: FilterSheetProps) {
  const { t } = useTranslation("listing");
  // Each sheet starts from what the page shows (the applied facets) and is unmounted when it closes:
  // spec §4's Cancel (the close button, Escape) restores the saved selection by dropping the pending one.
  const [selection, setSelection] = useState(() => createFacetSelection(view.state.facets));
  const [sort, setSort] = useState(view.state.sort);
  const onClose = () => dispatch({ type: "close" });
  const { pending, total, countOf, refreshing, failed } = useSheetCounts(view, selection);
  const busy = panel.status !== "open";
  const { go, applyChoice } = useSheetNavigation(view, dispatch, selection, onClose);

  const facets = panel.kind === "SingleFacet" ? view.facets.filter((facet) => facet.key === panel.facet) : view.facets;
  const title = panel.kind === "SingleFacet" ? (facets[0]?.label ?? t("sheet.filter")) : t(`sheet.title.${panel.kind}`);
  const footer = panelShowsFacets(panel.kind) ? (
    <SheetFooter
      panel={panel}
      busy={busy}
      status={{ pending, total, refreshing, failed }}
      onReset={() => setSelection(reset)}
      onClear={view.clearAllHref ? () => go(view.clearAllHref!, { type: "clear" }) : undefined}
      onApply={() => applyChoice(sort)}
    />
  ) : null;

  return (
    <ModalSheet title={title} onClose={onClose} closeLabel={t("sheet.close")} busy={busy || refreshing} footer={footer} className="filter-sheet">
      {panelShowsSort(panel.kind) ? (
        <SortChoices
          choices={sortChoices(view.sort.flags)}
          chosen={sort ?? view.sort.current}
          disabled={busy}
          titled={panel.kind === "MobileSort"}
          // The sort sheet applies a choice at once; the unified sheet waits for "Show N results".
          onChoose={(value) => {
            setSort(value);
            if (panel.kind === "MobileSort") applyChoice(value);
          }}
        />
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
              refreshing={refreshing}
              countOf={countOf}
              onToggle={(value) => setSelection((current) => toggle(current, { key: facet.key as FacetKey, value }))}
            />
          ))
        : null}
    </ModalSheet>
  );
}

/** Leaving the sheet for the listing it chose: a filter change shows the list from its top (spec §4 scroll target). */
function useSheetNavigation(view: ListingView, dispatch: Dispatch<PanelEvent>, selection: FacetSelection, onClose: () => void) {
  const market = useMarket();
  const navigate = useNavigate();
  const urlFor = useMemo(() => listingUrlBuilder(market, view.route), [market, view.route]);
  const go = (href: string, event: PanelEvent) => {
    dispatch(event);
    navigate(href, { preventScrollReset: true, state: scrollStateFor("filter") });
  };
  // Nothing chosen differs from the page: closing is all there is to do.
  const applyChoice = (nextSort: SortOption | undefined) => {
    if (!hasPendingChanges(selection) && nextSort === view.state.sort) return onClose();
    go(urlFor(appliedListingState(view.state, selection, nextSort)), { type: "apply" });
  };
  return { go, applyChoice };
}

function FacetGroup({
  facet,
  single,
  openAtFirst,
  selection,
  disabled,
  refreshing,
  countOf,
  onToggle,
}: {
  facet: FacetData;
  single: boolean;
  openAtFirst: boolean;
  selection: FacetSelection;
  disabled: boolean;
  /** counts are being refreshed: a value at 0 may have results with the newer choice, so it stays tappable */
  refreshing: boolean;
  countOf: (key: string, value: string, onPage: number) => number;
  onToggle: (value: string) => void;
}) {
  const chosen = checkedFacets(selection).filter((entry) => entry.key === facet.key).length;
  const options = (
    <fieldset className="sheet-group">
      {/* the sheet's title or the group's summary shows the name; the legend names the group for screen readers */}
      <legend className="visually-hidden">{facet.label}</legend>
      {facet.values.map((value, i) => {
        const checked = isChecked(selection, { key: facet.key, value });
        const count = countOf(facet.key, value, facet.counts[i]);
        return (
          <label className="sheet-option" key={value}>
            <input type="checkbox" checked={checked} disabled={disabled || (!checked && count === 0 && !refreshing)} onChange={() => onToggle(value)} />
            <span>{facet.labels[i]}</span>
            <span className="facet__count">{`(${formatEnglishNumber(count)})`}</span>
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

import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useReducer } from "react";
import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import { useHydrated } from "#app/ui/island.tsx";
import barCopy from "#locales/en-US/filter-bar.json";
import { CLOSED_PANEL, panelReducer, type PanelKind } from "../filter-panel";
import { chosenCount, chosenValues } from "../facet-choice";
import { sortChoices } from "../sort";
import type { ListingView } from "../view";

// The phone's "Filter & Sort" bar (issue #9): sticky above the results, so the first products show
// in the first screen and filters are one tap away from anywhere in the list. Its buttons open the
// spec §4 sheets (./filter-sheet.tsx, loaded on first use). Without JavaScript the bar is one link
// to the facet panel (#filters), which CSS shows as a full-screen sheet of plain filter links.

// An island (./listing-page.tsx): its words come with it, not in every listing's eager words.
addResources("en-US", "listing", barCopy);

const loadSheet = () => import("./filter-sheet");
const FilterSheet = lazy(loadSheet);

export function FilterBar({ view }: { view: ListingView }) {
  const { t } = useTranslation("listing");
  const hydrated = useHydrated();
  const { facets } = view;
  const chosenOnPage = chosenValues(view.state);
  const [panel, dispatch] = useReducer(panelReducer, CLOSED_PANEL);
  const locationKey = useLocation().key;
  // A new page (applied, cleared, or any other navigation) closes the sheet.
  useEffect(() => dispatch({ type: "close" }), [locationKey]);
  const open = (kind: PanelKind, facet?: string) => {
    void loadSheet();
    dispatch({ type: "open", kind, facet });
  };
  const preload = () => void loadSheet();
  const applied = view.pills.length;
  // The chip names the order the shopper chose (issue #26), in the sort options' own words.
  const choices = sortChoices(view.sort.flags);
  const sortChosen = view.state.sort && choices.find((choice) => choice.value === view.state.sort)?.label;
  const hidden = !hydrated;
  if (!facets.length && choices.length < 2) return null;
  return (
    <div className="filter-bar">
      <noscript>
        <a className="filter-bar__button" href="#filters">
          {t("sheet.filterAndSort")}
        </a>
      </noscript>
      <button
        type="button"
        className="filter-bar__button"
        hidden={hidden}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => open("UnifiedFilter")}
      >
        {t("sheet.filterAndSort")}
        {applied ? <span className="filter-bar__count">{`(${applied})`}</span> : null}
      </button>
      <button
        type="button"
        className="filter-bar__chip filter-bar__sort"
        hidden={hidden}
        aria-haspopup="dialog"
        onFocus={preload}
        onClick={() => open("MobileSort")}
      >
        {sortChosen ? t("sheet.sortChosen", { sort: sortChosen }) : t("sheet.sort")}
      </button>
      {facets.map((facet) => {
        const chosen = chosenCount(chosenOnPage, facet);
        return (
          <button
            type="button"
            key={facet.key}
            className={`filter-bar__chip${chosen ? " filter-bar__chip--chosen" : ""}`}
            hidden={hidden}
            aria-haspopup="dialog"
            onFocus={preload}
            onClick={() => open("SingleFacet", facet.key)}
          >
            {facet.label}
            {chosen ? <span>{`(${chosen})`}</span> : null}
          </button>
        );
      })}
      {facets.length ? (
        <button type="button" className="filter-bar__chip" hidden={hidden} aria-haspopup="dialog" onFocus={preload} onClick={() => open("MobileFacets")}>
          {t("sheet.allFilters")}
        </button>
      ) : null}
      {panel.status !== "closed" ? (
        <Suspense fallback={null}>
          <FilterSheet view={view} panel={panel} dispatch={dispatch} />
        </Suspense>
      ) : null}
    </div>
  );
}

import { useTranslation } from "#app/markets/use-market.ts";
import type { PanelState } from "../filter-panel";

/** Where the sheet's choice stands: pending changes, the results they would give, the count request. */
interface SheetStatus {
  pending: boolean;
  /** results the choice gives (undefined while unknown) */
  total: number | undefined;
  refreshing: boolean;
  failed: boolean;
}

/**
 * A facet sheet's buttons: Reset (the single-facet sheet) or Clear All, and "Show N results", with
 * the count request's state for screen readers.
 */
export function SheetFooter({
  panel,
  busy,
  status: { pending, total, refreshing, failed },
  onReset,
  onClear,
  onApply,
}: {
  panel: Exclude<PanelState, { status: "closed" }>;
  busy: boolean;
  status: SheetStatus;
  onReset: () => void;
  /** absent when no filter is applied */
  onClear: (() => void) | undefined;
  onApply: () => void;
}) {
  const { t } = useTranslation("listing");
  const showLabel = busy ? t("sheet.applying") : total === undefined ? t("sheet.showResultsUnknown") : t("sheet.showResults", { count: total });
  return (
    <>
      {panel.kind === "SingleFacet" ? (
        <button type="button" className="button button--secondary" disabled={busy || !pending} onClick={onReset}>
          {t("sheet.reset")}
        </button>
      ) : (
        <button type="button" className="button button--secondary" disabled={busy || !onClear} onClick={() => onClear?.()}>
          {panel.status === "clearing" ? t("sheet.clearing") : t("filters.clearAll")}
        </button>
      )}
      <button type="button" className="button" disabled={busy || total === 0} aria-describedby="sheet-status" onClick={onApply}>
        {showLabel}
      </button>
      <p id="sheet-status" className="visually-hidden" aria-live="polite">
        {refreshing ? t("sheet.refreshing") : failed ? t("sheet.refreshFailed") : ""}
      </p>
    </>
  );
}

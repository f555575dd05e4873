import { useTranslation } from "#app/markets/use-market.ts";
import type { PillView } from "../view";

/** The applied filters, each a link that removes it, and Clear all (./listing-page.tsx's toolbar). */
export function FilterPills({ pills, clearAllHref, clearAllRel }: { pills: PillView[]; clearAllHref?: string; clearAllRel?: "nofollow" }) {
  const { t } = useTranslation("listing");
  if (!pills.length) return null;
  return (
    <ul className="pills" aria-label="Applied filters" data-change="filter">
      {pills.map((pill) => (
        <li key={pill.label}>
          {/* The name starts with the visible label (WCAG 2.5.3 label in name): "Barkwell, remove filter". */}
          <a className="pill" href={pill.removeHref} rel={pill.rel}>
            {pill.label}
            <span className="visually-hidden">{t("filters.removeHint")}</span> <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
      {clearAllHref ? (
        <li>
          <a className="pill" href={clearAllHref} rel={clearAllRel}>
            {t("filters.clearAll")}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

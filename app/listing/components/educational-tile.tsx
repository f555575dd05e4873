import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import copy from "#locales/en-US/educational-tile.json";
import type { EducationalWidget } from "../educational-widgets";

// Loaded lazily where a grid has the tile (./product-grid.tsx), with its words.
addResources("en-US", "listing", copy);

/** The grid's educational tile (a grid item of its own): a care guide for what the shopper is browsing. */
export function EducationalTile({ widget }: { widget: EducationalWidget }) {
  const { t } = useTranslation("listing");
  return (
    <li>
      <div className="card card--educational">
        <p className="card__eyebrow">{t("educational.eyebrow")}</p>
        <h3 className="card__name">
          <a href={widget.href}>{widget.title}</a>
        </h3>
        <p>{widget.text}</p>
      </div>
    </li>
  );
}

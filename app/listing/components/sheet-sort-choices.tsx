import { useTranslation } from "#app/markets/use-market.ts";
import type { SortOption } from "#app/catalogue/search-vocabulary.ts";
import type { SortChoice } from "../sort";

/** The sort sheets' radio group: one choice per sort the listing offers. */
export function SortChoices({
  choices,
  chosen,
  disabled,
  titled,
  onChoose,
}: {
  choices: readonly SortChoice[];
  chosen: string;
  disabled: boolean;
  /** the sheet's title already says "Sort by" (the sort sheet): the legend names the group for screen readers only */
  titled?: boolean;
  onChoose: (value: SortOption) => void;
}) {
  const { t } = useTranslation("listing");
  return (
    <fieldset className="sheet-group">
      <legend className={titled ? "visually-hidden" : undefined}>{t("sort.label")}</legend>
      {choices.map((choice) => (
        <label className="sheet-option" key={choice.value}>
          <input
            type="radio"
            name="sheet-sort"
            value={choice.value}
            checked={chosen === choice.value}
            disabled={disabled}
            onChange={() => onChoose(choice.value as SortOption)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

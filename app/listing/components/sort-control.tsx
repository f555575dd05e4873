import { Form, useSubmit } from "@remix-run/react";
import { useTranslation } from "#app/markets/use-market.ts";
import { sortChoices } from "../sort";
import type { ListingView } from "../view";
import { scrollStateFor } from "../scroll-target";

/** A GET form: without JavaScript the button submits; with it, choosing an option does. */
export function SortControl({ sort }: { sort: ListingView["sort"] }) {
  const { t } = useTranslation("listing");
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action={sort.action}
      className="sort-form"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, state: scrollStateFor("sort") })}
    >
      {Object.entries(sort.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort">{t("sort.label")}</label>
      <select id="sort" name="sort" defaultValue={sort.current} key={sort.current}>
        {sortChoices(sort.flags).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{t("filters.apply")}</button>
      </noscript>
    </Form>
  );
}

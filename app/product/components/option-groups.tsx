import { Link } from "@remix-run/react";
import { optionGroups } from "../options";
import type { ProductItem } from "../product.server";
import { STOCK_LABELS } from "#app/catalogue/stock.ts";

/** The product's option chips (size, flavour, colour): each a link to that item's address. */
export function OptionGroups({ items, item, optionHrefs }: { items: ProductItem[]; item: ProductItem; optionHrefs: Record<string, string> }) {
  const groups = optionGroups(items, item);
  return (
    <div id="options" className="product-options">
      {groups.map((group) => {
        const chosen = group.values.find((v) => v.selected)?.value ?? item[group.key];
        return (
          <fieldset key={group.key} className="option-group">
            <legend>
              {group.name}: <strong>{chosen}</strong>
            </legend>
            <ul>
              {group.values.map((value) => (
                <li key={value.value}>
                  <Link
                    to={optionHrefs[value.itemId]}
                    replace
                    preventScrollReset
                    className={`option-chip${value.selected ? " option-chip--selected" : ""}${value.unavailableWith ? " option-chip--unavailable" : ""}`}
                    aria-current={value.selected ? "true" : undefined}
                  >
                    {value.value}
                    {value.unavailableWith ? <span className="option-chip__note">{value.unavailableWith}</span> : null}
                    {/* Which sizes are out of stock, in the stock word every surface uses. */}
                    {!value.unavailableWith && value.stock !== "in-stock" ? <span className="option-chip__note">{STOCK_LABELS[value.stock]}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

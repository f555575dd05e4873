import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import curatedCopy from "#locales/en-US/curated-supplements.json";

// Its words come with it: only the supplement categories load this module (issue #8's budget).
addResources("en-US", "listing", curatedCopy);

/** One curated supplement as the page shows it (../curated-supplements.ts, priced by the loader). */
export interface CuratedSupplementView {
  partNumber: string;
  title: string;
  href: string;
  image: string;
  price: string;
  ingredientBenefits: string[];
  customerBenefits: string[];
}

// The curated supplements block (spec §3, issue #9): only on the supplement categories, so the
// browser loads this module only where the server rendered it (./listing-page.tsx).
export function CuratedSupplements({ entries }: { entries: CuratedSupplementView[] }) {
  const { t } = useTranslation("listing");
  if (!entries.length) return null;
  return (
    <section className="curated-supplements" aria-labelledby="curated-supplements-heading">
      <h2 id="curated-supplements-heading">{t("curated.heading")}</h2>
      <ul role="list">
        {entries.map((entry) => (
          <li key={entry.partNumber} className="curated-supplement">
            <img src={entry.image} alt="" width={96} height={96} loading="lazy" />
            <div>
              <h3>
                <a href={entry.href}>{entry.title}</a>
              </h3>
              <p className="curated-supplement__price">{entry.price}</p>
              <h4>{t("curated.ingredients")}</h4>
              <ul>
                {entry.ingredientBenefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              <h4>{t("curated.customers")}</h4>
              <ul>
                {entry.customerBenefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

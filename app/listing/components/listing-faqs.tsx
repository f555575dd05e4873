import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import faqCopy from "#locales/en-US/listing-faqs.json";
import type { FaqEntry } from "#app/seo/faq-structured-data.ts";

// A category's FAQ supporting text (../listing-faqs.ts): questions that open to their answers
// (<details>: keyboard and screen readers get it for free, and it works without JavaScript).
// Loaded lazily where a page has one (./listing-page.tsx), with its words.
addResources("en-US", "listing", faqCopy);
export function ListingFaqs({ entries }: { entries: readonly FaqEntry[] }) {
  const { t } = useTranslation("listing");
  if (!entries.length) return null;
  return (
    <section className="listing-faqs" aria-labelledby="listing-faqs-heading">
      <h2 id="listing-faqs-heading">{t("faq.heading")}</h2>
      {entries.map((entry) => (
        <details key={entry.question}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}

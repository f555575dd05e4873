/** A question and its answer as the page shows them (plain text). */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** schema.org FAQPage (issue #9: "FAQPage from the FAQ supporting text"), the same entries the page shows. */
export function faqPageJsonLd(entries: readonly FaqEntry[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

// The FAQ supporting text of category pages (spec §2 "FAQ supporting text", issue #9): questions
// shoppers ask about a category, answered on its page and given to search engines as FAQPage
// JSON-LD. The content service (issue #10) will own these; until then they are written once here.
import type { FaqEntry } from "#app/seo/faq-structured-data.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { RETURNS } from "#app/offers/offers.ts";

/** `{returnsDays}` in an answer is the market's returns window (the offers table's, decision 0037). */
const FAQS: Readonly<Record<string, readonly FaqEntry[]>> = {
  "288": [
    {
      question: "How much food does my dog need?",
      answer:
        "Start with the feeding guide on the package for your dog's weight, then adjust by a tenth up or down until your dog keeps a healthy shape. Puppies, active dogs and nursing mothers need more.",
    },
    {
      question: "How do I switch my dog to a new food?",
      answer: "Mix the new food into the old over 7 to 10 days, a quarter more each few days, so your dog's stomach has time to adjust.",
    },
    {
      question: "Can I return food my dog will not eat?",
      answer: "Yes. If your dog does not like a food, contact us within {returnsDays} days of delivery and we will make it right.",
    },
  ],
  "325": [
    { question: "How many litter boxes do I need?", answer: "One more than the number of cats in your home, in quiet places your cats can reach easily." },
    {
      question: "Wet or dry food for my cat?",
      answer: "Both can be complete diets. Wet food adds water to your cat's day; dry food is easy to measure. Many owners feed some of each.",
    },
    {
      question: "Can I return food my cat will not eat?",
      answer: "Yes. If your cat does not like a food, contact us within {returnsDays} days of delivery and we will make it right.",
    },
  ],
};

/** The FAQ of a plain category page's first page (not filtered: the questions are the category's), in the market's terms. */
export function listingFaqs(
  page: { routeKind: string; groupId?: string; hasFilters: boolean; page: number },
  market: Pick<MarketConfig, "region">,
): readonly FaqEntry[] {
  if (page.routeKind !== "category" || page.hasFilters || page.page !== 1 || !page.groupId) return [];
  if (!Object.hasOwn(FAQS, page.groupId)) return [];
  const days = String(RETURNS[market.region].days);
  return FAQS[page.groupId].map((faq) => ({ ...faq, answer: faq.answer.replace("{returnsDays}", days) }));
}

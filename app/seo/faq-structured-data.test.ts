import { describe, expect, it } from "vitest";
import { faqPageJsonLd } from "./faq-structured-data";
import { unexpected, validate } from "./structured-data-validator.testkit";

describe("a listing's FAQPage (JSON-LD)", () => {
  const entries = [
    { question: "How much should my dog eat?", answer: "Follow the feeding guide on the bag." },
    { question: "Is grain-free better?", answer: "Ask your vet." },
  ];

  it("has one Question with its accepted Answer per entry, in the page's order", () => {
    expect(faqPageJsonLd(entries)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "How much should my dog eat?", acceptedAnswer: { "@type": "Answer", text: "Follow the feeding guide on the bag." } },
        { "@type": "Question", name: "Is grain-free better?", acceptedAnswer: { "@type": "Answer", text: "Ask your vet." } },
      ],
    });
  });

  it("passes the structured-data validator", async () => {
    expect(unexpected(await validate(faqPageJsonLd(entries)))).toEqual([]);
  });
});

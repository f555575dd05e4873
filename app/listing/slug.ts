// spec §2 "Slug rules".
export const SLUG_MAX_LENGTH = 36;
const STOP_WORDS = new Set(["a", "and", "of", "the", "with", "for"]);

const NON_ASCII = /[^ -~\s]/;

export function slugify(text: string): string {
  // Accents come off (é → e); plain ASCII names (most) skip the Unicode normalisation, run per card.
  const plain = NON_ASCII.test(text) ? text.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : text;
  const words = plain
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9\s-]/g, "")
    .split(/[\s-]+/)
    .filter((w) => w && !STOP_WORDS.has(w));
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) {
      if (!slug) slug = word.slice(0, SLUG_MAX_LENGTH);
      break;
    }
    slug = next;
  }
  return slug;
}

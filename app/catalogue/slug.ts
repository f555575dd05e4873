// spec §2 "Slug rules".
export const SLUG_MAX_LENGTH = 36;
const STOP_WORDS = new Set(["a", "and", "of", "the", "with", "for"]);

const NON_ASCII = /[^ -~\s]/;

/**
 * Slugs already made, by text: a listing derives its cards' slugs on the server (twice: packing and
 * rendering) and in the browser, and the same product names come back page after page.
 */
const made = new Map<string, string>();
const MADE_MAX = 4096;

export function slugify(text: string): string {
  let slug = made.get(text);
  if (slug === undefined) {
    // A full memo starts over: cheaper than tracking use, and names recur within minutes.
    if (made.size >= MADE_MAX) made.clear();
    made.set(text, (slug = slugOf(text)));
  }
  return slug;
}

function slugOf(text: string): string {
  // Accents come off (é → e); plain ASCII names (most) skip the Unicode normalisation.
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

/** What a slug looks like: lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from the catalogue as a URL carries it: kept when it already has slug shape, otherwise slugified ("" for none). */
export function urlSlug(slug: string | null | undefined): string {
  if (!slug) return "";
  return SLUG_PATTERN.test(slug) ? slug : slugify(slug);
}

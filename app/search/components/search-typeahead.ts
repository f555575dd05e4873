import { addResources, translatorFor } from "#app/i18n/translator.ts";
import { stripMarketPrefix } from "#app/markets/prefix.ts";
import typeaheadCopy from "#locales/en-US/search-typeahead.json";
import {
  askedPrefix,
  isSuggestions,
  LastAskWins,
  movedActive,
  optionsOf,
  suggestionsUrl,
  SUGGESTION_GROUPS,
  TYPEAHEAD_DEBOUNCE_MS,
  type TypeaheadOption,
} from "../typeahead";

// The header's typeahead (issue #26; decision 0048): an ARIA 1.2 combobox on the search field, with a
// listbox of searches, categories, brands and products. The header loads this module on the field's
// first focus (app/layout/enhance-header.ts, loaded after the page's scripts): no page pays for it before a shopper reaches for search.
// It makes the server's plain search form a combobox in place (the form still submits without
// JavaScript) and draws the list with the DOM, not React: a chunk that imports react-dom without
// Remix splits react-dom out of the entry's shared chunk, which every page then loads as two files
// (+~300 B gzip measured). Its words come with it.
addResources("en-US", "listing", typeaheadCopy);

const LISTBOX_ID = "site-search-suggestions";
const attached = new WeakSet<HTMLInputElement>();

/**
 * Makes the header's search field a typeahead (once per field; later focuses do nothing). The
 * module's default export: the header's trigger calls it by the shortest name (every page loads that line).
 */
export default function attachTypeahead(input: HTMLInputElement) {
  const form = input.form;
  if (attached.has(input) || !form) return;
  attached.add(input);
  const { market } = stripMarketPrefix(location.pathname);
  const t = translatorFor(market.language, ["listing"]);

  const list = document.createElement("div");
  list.id = LISTBOX_ID;
  list.className = "typeahead__list";
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", t("typeahead.listLabel"));
  list.hidden = true;
  // A press on an option keeps the focus (and a phone's keyboard) in the field; its click follows it.
  list.addEventListener("pointerdown", (event) => event.preventDefault());
  const status = document.createElement("p");
  status.className = "visually-hidden";
  status.setAttribute("role", "status");
  const host = document.createElement("div");
  host.className = "typeahead";
  host.appendChild(list);
  host.appendChild(status);
  form.appendChild(host);

  // The browser's own list of past searches would cover this one (without JavaScript it stays: it helps there).
  input.autocomplete = "off";
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", LISTBOX_ID);
  input.setAttribute("aria-expanded", "false");

  let options: TypeaheadOption[] = [];
  let elements: HTMLElement[] = [];
  let active = -1;
  let open = false;
  const asks = new LastAskWins();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const setActive = (index: number) => {
    elements[active]?.setAttribute("aria-selected", "false");
    active = index;
    const option = elements[active];
    if (option) {
      option.setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };
  const setOpen = (value: boolean) => {
    open = value && options.length > 0;
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    if (!open) setActive(-1);
  };
  const stop = () => {
    clearTimeout(timer);
    inFlight?.abort();
    asks.cancel();
  };
  const follow = (option: TypeaheadOption) => {
    stop();
    setOpen(false);
    // A document navigation: the pages it leads to are the ones a link loads (edge-cached).
    location.assign(option.href);
  };
  const draw = (answer: TypeaheadOption[]) => {
    setActive(-1);
    options = answer;
    elements = [];
    const groups = SUGGESTION_GROUPS.flatMap((group) => {
      const inGroup = options.filter((o) => o.group === group);
      if (!inGroup.length) return [];
      const box = document.createElement("div");
      box.setAttribute("role", "group");
      box.setAttribute("aria-labelledby", `${LISTBOX_ID}-${group}`);
      const heading = document.createElement("div");
      heading.id = `${LISTBOX_ID}-${group}`;
      heading.className = "typeahead__heading";
      heading.setAttribute("role", "presentation");
      heading.textContent = t(`typeahead.groups.${group}`);
      box.appendChild(heading);
      for (const option of inGroup) {
        const index = elements.length;
        const element = document.createElement("div");
        element.id = option.id;
        element.className = "typeahead__option";
        element.setAttribute("role", "option");
        element.setAttribute("aria-selected", "false");
        element.textContent = option.label;
        element.addEventListener("click", () => follow(option));
        element.addEventListener("pointermove", () => index !== active && setActive(index));
        elements.push(element);
        box.appendChild(element);
      }
      return [box];
    });
    list.replaceChildren(...groups);
    // The polite live region says how many there are (and "No suggestions").
    status.textContent = t("typeahead.count", { count: options.length });
    setOpen(document.activeElement === input);
  };
  const ask = async (q: string) => {
    const ticket = asks.ask();
    inFlight?.abort();
    inFlight = new AbortController();
    try {
      const res = await fetch(suggestionsUrl(market, q), { signal: inFlight.signal, headers: { accept: "application/json" } });
      const answer: unknown = res.ok ? await res.json() : null;
      // A later ask, or the list closing, makes this answer stale: the last typing wins.
      if (asks.isLatest(ticket) && isSuggestions(answer)) draw(optionsOf(answer, LISTBOX_ID));
    } catch {
      // Aborted, offline or refused (429): no list; the form still searches.
    }
  };
  const onInput = () => {
    clearTimeout(timer);
    const q = askedPrefix(input.value);
    if (q === null) {
      stop();
      setOpen(false);
      status.textContent = "";
      return;
    }
    timer = setTimeout(() => void ask(q), TYPEAHEAD_DEBOUNCE_MS);
  };
  const close = () => {
    stop();
    setOpen(false);
  };

  input.addEventListener("input", onInput);
  input.addEventListener("focus", onInput);
  input.addEventListener("blur", close);
  form.addEventListener("submit", close);
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (open) setActive(movedActive(active, options.length, event.key));
      else if (options.length && askedPrefix(input.value) !== null) {
        // Closed by Escape with an answer for this text: an arrow opens the list again.
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : options.length - 1);
      }
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      follow(options[active]);
    } else if (event.key === "Escape") {
      // The first Escape closes the list, the next clears the field (the search field's own Escape).
      if (open) {
        event.preventDefault();
        close();
      } else if (input.value) {
        event.preventDefault();
        close();
        input.value = "";
        options = [];
        status.textContent = "";
      }
    } else if (event.key === "Tab") close();
  });
  // The focus that loaded this module: what the field already holds (a search page's term) is asked now.
  if (document.activeElement === input) onInput();
}

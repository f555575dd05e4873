import { renderToString } from "react-dom/server";
import { invokerCommand } from "#app/ui/invoker-command.ts";
import { addResources, translatorFor, type TFunction } from "#app/i18n/translator.ts";
import navCopy from "#locales/en-US/nav.json";
import type { BrowseEntry } from "./browse-nav.server";

// Server-only words: the browser keeps the navigation's HTML and never renders it.
addResources("en-US", "common", navCopy);

const NAV_DRAWER_ID = "browse-drawer";
/** The desktop row's arrow-key hint (./browse-nav-keys.ts shows it and points the pets' names at it). */
const ARROWS_HINT_ID = "browse-nav-hint";

export interface BrowseNavHtml {
  /** The desktop's row. */
  bar: string;
  /** The phone's Shop button and its drawer. */
  drawer: string;
}

/** Per isolate: the HTML of each navigation the loaders built (./browse-nav.server.ts keeps one per catalogue version and market). */
const renderedNavs = new WeakMap<readonly BrowseEntry[], Map<string, BrowseNavHtml>>();

/**
 * The navigation's HTML, rendered once per navigation and language rather than on every page (it is
 * ~180 links, twice: a third of a product page's render). The same for every page and shopper.
 */
export function browseNavHtml(entries: readonly BrowseEntry[], language: string): BrowseNavHtml {
  const byLanguage = renderedNavs.get(entries) ?? new Map<string, BrowseNavHtml>();
  renderedNavs.set(entries, byLanguage);
  let html = byLanguage.get(language);
  if (!html) {
    const t = translatorFor(language, ["common"]);
    html = { bar: renderToString(<BrowseBar entries={entries} t={t} />), drawer: renderToString(<BrowseDrawer entries={entries} t={t} />) };
    byLanguage.set(language, html);
  }
  return html;
}

type NavProps = { entries: readonly BrowseEntry[]; t: TFunction };

function PetLists({ entries, idPrefix, t }: NavProps & { idPrefix: string }) {
  return (
    <ul className="browse-nav__pets">
      {entries.map((entry) => (
        <li key={entry.href}>
          {/* A disclosure (WAI-ARIA disclosure navigation): Enter or Space opens a pet's list; no script. */}
          <details className="browse-nav__pet" name={idPrefix}>
            <summary>{entry.label}</summary>
            <ul className="browse-nav__children">
              <li>
                <a href={entry.href}>{t("nav.shopAll", { name: entry.label })}</a>
              </li>
              {entry.children.map((child) => (
                <li key={child.href}>
                  <a href={child.href}>{child.label}</a>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's browse navigation, server HTML only (the browser keeps it; no hydration data, no
 * script). On a desktop, a row of pets whose subcategories open below them; once the browser has
 * loaded ./browse-nav-keys.ts the row is one Tab stop, the arrow keys moving between its pets.
 */
function BrowseBar({ entries, t }: NavProps) {
  return (
    <nav className="browse-nav browse-nav--bar" aria-label={t("nav.label")}>
      <PetLists entries={entries} idPrefix="browse-bar" t={t} />
      <p id={ARROWS_HINT_ID} className="visually-hidden browse-nav__hint" hidden>
        {t("nav.arrowsHint")}
      </p>
    </nav>
  );
}

/**
 * On a phone, a Shop button beside the header's links opening a drawer (a modal `<dialog>` by HTML
 * invoker commands: focus kept inside, Escape closes, focus back on the button) with the same lists.
 */
function BrowseDrawer({ entries, t }: NavProps) {
  return (
    <>
      <button type="button" className="browse-nav__menu-button" aria-haspopup="dialog" {...invokerCommand(NAV_DRAWER_ID, "show-modal")}>
        <span aria-hidden="true">☰</span> {t("nav.menu")}
        <span className="visually-hidden"> {t("nav.menuRest")}</span>
      </button>
      <dialog id={NAV_DRAWER_ID} className="browse-drawer" aria-labelledby={`${NAV_DRAWER_ID}-title`}>
        <div className="sheet__header">
          <h2 id={`${NAV_DRAWER_ID}-title`}>{t("nav.label")}</h2>
          <button type="button" className="sheet__close" aria-label={t("nav.close")} {...invokerCommand(NAV_DRAWER_ID, "close")}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav className="browse-nav browse-nav--drawer" aria-label={t("nav.label")}>
          <PetLists entries={entries} idPrefix="browse-drawer" t={t} />
        </nav>
      </dialog>
    </>
  );
}

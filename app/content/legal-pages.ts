import { AUTOSHIP_REPEAT_SAVINGS_PCT } from "#app/pricing/price-facts.ts";
import usCommon from "#locales/en-US/common.json";
import caCommon from "#locales/en-CA/common.json";
import {
  ANONYMOUS_PID_KEY,
  CAL_LOGGING_COOKIE,
  DEVICE_ID_COOKIE,
  FBC_COOKIE,
  FBP_COOKIE,
  FPPRO_ID_COOKIE,
  ID_COOKIE_MAX_AGE_DAYS,
  INSIGHTS_COOKIE,
  KNOWN_PID_KEY,
  NMA_LINKER_ID_PARAM,
  SESSION_ACQUISITION_DATA_KEY,
} from "#analytics/constants.ts";
import { translatorFor } from "#app/i18n/translator.ts";
import { CA_MARKET, US_MARKET, type MarketConfig } from "#app/markets/config.ts";
import { XSRF_COOKIE, XSRF_COOKIE_MAX_AGE_SECONDS } from "#app/security/same-origin.ts";
import { CART_COOKIES, CART_COOKIE_MAX_AGE_SECONDS } from "#app/cart/cart-cookie.ts";
import { CART_RETENTION_SECONDS, DEFAULT_ANALYTICS_RETENTION_DAYS } from "#app/retention/retention.ts";
import { deliveryLine, FREE_SHIPPING_THRESHOLDS, offerAmount, RETURNS, returnsLine, WELCOME_OFFERS, type WelcomeOffer } from "#app/offers/offers.ts";
import type { ContentPageEntryInput, ContentPageInput } from "./content-page";

// Terms of use and privacy policy (spec §2 routes /app/content/terms and /app/content/privacy), one
// variant per market. What differs between the markets (spec §1 and §9: currency, free-shipping
// thresholds, delivery and returns wording, welcome offer) is read from the offers table
// (app/offers/offers.ts) and the support line from the market's locale file, the same text the
// header, footer and cart show, so the legal pages cannot drift from them. Cookie and storage names
// come from the modules that set them.

/** The market copy the legal pages repeat (each market's common.json has these; the rest falls back to en-US). */
type CommonCopy = { support: Pick<typeof usCommon.support, "phone" | "phoneHref" | "hours" | "serviceLabel" | "serviceLink"> };

/** The facts of one market the pages are written from. */
export interface LegalFacts {
  market: MarketConfig;
  /** "the United States", "Canada" */
  countryName: string;
  currencyName: string;
  /** The free-shipping thresholds by visitor class, as the copy says them ("$49"). */
  existingThreshold: string;
  newThreshold: string;
  /** "1-3 day delivery" */
  delivery: string;
  /** The returns line shown in the footer. */
  returns: string;
  /** What the returns line means in practice. */
  returnsDetail: string;
  /** The welcome offer's terms (a new customer's first order). */
  welcomeOffer: WelcomeOffer;
  autoship: string;
  support: CommonCopy["support"];
  /** The market's cart cookie (app/cart/cart.server.ts CART_COOKIES; legal-pages.test.ts keeps them equal). */
  cartCookie: string;
  prescriptionVet: string;
  /** The privacy law (or laws) the policy is written for. */
  privacyLaw: string;
  privacyRights: string[];
  /** Where a shopper can complain beyond us. */
  privacyRegulator: string;
  dataLocation: string;
}

function factsFrom(common: CommonCopy, market: MarketConfig) {
  return {
    market,
    existingThreshold: offerAmount(FREE_SHIPPING_THRESHOLDS[market.region].existing),
    newThreshold: offerAmount(FREE_SHIPPING_THRESHOLDS[market.region].new),
    delivery: deliveryLine(market),
    returns: returnsLine(market),
    welcomeOffer: WELCOME_OFFERS[market.region],
    // Autoship's saving from the price owner (app/pricing/price-facts.ts), in the footer's words (the same translator and key).
    autoship: translatorFor(market.language)("autoship", { pct: AUTOSHIP_REPEAT_SAVINGS_PCT }),
    support: common.support,
  };
}

export const US_LEGAL_FACTS: LegalFacts = {
  ...factsFrom(usCommon, US_MARKET),
  cartCookie: CART_COOKIES.us,
  countryName: "the United States",
  currencyName: "US dollars",
  returnsDetail: `If something isn't right for you or your pet, you may return most items within ${RETURNS.us.days} days of delivery for a refund to the original payment method or a replacement.`,
  prescriptionVet: "a veterinarian licensed in the United States",
  privacyLaw:
    "US state privacy laws, such as the California Consumer Privacy Act (as amended by the California Privacy Rights Act) and the similar laws of Virginia, Colorado, Connecticut and other states",
  privacyRights: [
    "Know and access the personal information we hold about you, and get a copy of it.",
    "Correct information that is wrong.",
    "Delete your information.",
    "Opt out of the sale or sharing of your information and of targeted advertising. We do none of these, so there is nothing to opt out of, but you may still ask.",
    "Not be treated differently for using any of these rights.",
  ],
  privacyRegulator: "the privacy regulator or attorney general of your state",
  dataLocation: "Our hosting provider may process data in the United States and in other countries where it runs servers.",
};

export const CA_LEGAL_FACTS: LegalFacts = {
  ...factsFrom(caCommon, CA_MARKET),
  cartCookie: CART_COOKIES.ca,
  countryName: "Canada",
  currencyName: "Canadian dollars",
  returnsDetail: "Return shipping is on us, and the refund goes to the original payment method, in Canadian dollars.",
  prescriptionVet: "a veterinarian licensed in your province or territory",
  privacyLaw:
    "Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and, for residents of Quebec, the Act respecting the protection of personal information in the private sector",
  privacyRights: [
    "Ask whether we hold personal information about you, and get access to it.",
    "Have information that is wrong corrected.",
    "Withdraw your consent to a use of your information (we will tell you what that changes, for example that your cart can no longer be kept).",
    "Ask us to delete your information when we no longer need it for the purpose you gave it for.",
  ],
  privacyRegulator: "the Office of the Privacy Commissioner of Canada (or, in Quebec, the Commission d'accès à l'information)",
  dataLocation:
    "Our hosting provider may store and process data outside Canada, including in the United States; while it is there, it may be accessible to the courts and authorities of that country.",
};

export const LEGAL_FACTS: Record<MarketConfig["region"], LegalFacts> = { us: US_LEGAL_FACTS, ca: CA_LEGAL_FACTS };

const FICTIONAL =
  "Tailwise is a fictional store. This site is a demonstration: it takes no orders, charges nothing and ships nothing, and the products, prices and brands in it are sample data. The text below says how the store would work if it were real.";

/** How the US and Canadian free-shipping rules read (spec §9). */
export function freeShippingSentence(facts: LegalFacts): string {
  if (facts.existingThreshold === facts.newThreshold) {
    return `Orders of ${facts.existingThreshold} or more ship free, for new and existing customers alike.`;
  }
  return `Orders of ${facts.existingThreshold} or more ship free for existing customers; for new customers, free shipping starts at ${facts.newThreshold}.`;
}

export function termsPage(facts: LegalFacts): ContentPageInput {
  const { market, currencyName, countryName } = facts;
  return {
    title: "Terms of use",
    intro: `${FICTIONAL} These terms cover the Tailwise store for ${countryName}; prices there are in ${currencyName} (${market.currency}).`,
    sections: [
      {
        heading: "Who we are",
        body: [
          "Tailwise is an online pet-supplies store invented to show how a storefront can be built. It is not a company, is not affiliated with any real retailer, brand or pharmacy, and has no customers.",
          market.region === "ca"
            ? "Tailwise Canada is the store under /ca. The US store has its own terms, as shipping, returns and privacy law differ between the two countries."
            : "Tailwise for the United States is the store without a country prefix. The Canadian store, under /ca, has its own terms, as shipping, returns and privacy law differ between the two countries.",
        ],
      },
      {
        heading: "Orders and prices",
        body: [
          `All prices are in ${currencyName} (${market.currency}). Taxes that apply where you live would be added at checkout, before you confirm.`,
          "Adding an item to your cart does not reserve it or fix its price. An order would be accepted only when we confirm it by e-mail; if a price or stock level shown was wrong, we would tell you before charging and you could cancel.",
          "Checkout isn't open yet, so no order can be placed today; your cart is kept until you come back to it.",
        ],
      },
      {
        heading: "Shipping",
        body: [
          `${freeShippingSentence(facts)} Below that, the shipping fee would be shown in your cart before checkout.`,
          `Most orders arrive with ${facts.delivery} to addresses in ${countryName}. Some items ship straight from the maker and take a few days longer.`,
        ],
      },
      {
        heading: "Returns",
        body: [`${facts.returns}. ${facts.returnsDetail}`, "Some items cannot be returned:"],
        list: [
          "Prescription medications and veterinary diets, once shipped (pharmacy rules do not allow resale).",
          "Live animals, such as feeder insects and fish, and live plants.",
          "Personalized items, unless they arrive damaged or not as ordered.",
          "eGift cards.",
        ],
      },
      {
        heading: "Autoship",
        body: [
          `${facts.autoship}. Choose how often an item should arrive and we would send it on that schedule; repeat deliveries cost ${AUTOSHIP_REPEAT_SAVINGS_PCT}% less than the one-time price.`,
          "There is no commitment: you can change the date or the frequency, skip a delivery or cancel Autoship at any time before an order is prepared.",
        ],
      },
      {
        heading: "Welcome offer",
        body: [
          // The offer's terms, for every reader (decision 0037); the offer itself is shown to new customers only.
          `A new customer's first order of ${offerAmount(facts.welcomeOffer.minimumFirstOrder)} or more, placed with the code ${facts.welcomeOffer.code}, earns a ${offerAmount(facts.welcomeOffer.giftCard)} eGift card. Free shipping on that order follows the shipping terms above (from ${facts.newThreshold} for new customers).`,
          "One first order per customer and household. The offer cannot be exchanged for cash or combined with another welcome offer.",
        ],
      },
      {
        heading: "Gift cards",
        body: [
          `Tailwise eGift cards are in ${currencyName} and can be spent only in the Tailwise store for ${countryName}. They do not expire, carry no fees and cannot be exchanged for cash, except where the law requires it.`,
        ],
      },
      {
        heading: "Prescriptions and veterinary diets",
        body: [
          `Prescription medications and veterinary diets need a valid prescription from ${facts.prescriptionVet}. We would check each prescription with your vet before shipping; an item your vet does not approve is removed from the order and not charged.`,
          "Nothing on this site is veterinary advice. Ask your vet about your pet's health.",
        ],
      },
      {
        heading: "Notify-me e-mails",
        body: [
          "When an item is out of stock, or a search finds nothing, you can ask to be e-mailed when it becomes available. We keep your e-mail address with that item or search and use it only for that message, which is not marketing.",
          "While Tailwise is fictional, the request is recorded and no e-mail is sent.",
        ],
      },
      {
        heading: "Using the site",
        body: [
          "Please use the store as a shopper would. To keep it working for everyone, we limit how often carts and notify-me requests can be changed from one browser or address, and refuse requests that do not come from the site's own pages.",
        ],
      },
      {
        heading: "Changes to these terms",
        body: [
          "We may update these terms; the version shown on this page is the one that applies. An order would always be governed by the terms shown when it was placed.",
        ],
      },
      {
        heading: "Contact",
        body: [`${facts.support.serviceLabel} (${facts.support.hours}): ${facts.support.phone}.`],
        link: { label: "Read our privacy policy", href: "/app/content/privacy" },
      },
    ],
  };
}

const ID_COOKIE_LIFETIME = `${ID_COOKIE_MAX_AGE_DAYS} days`;
const days = (seconds: number) => `${Math.round(seconds / 86_400)} days`;
const XSRF_COOKIE_LIFETIME = days(XSRF_COOKIE_MAX_AGE_SECONDS);
const CART_COOKIE_LIFETIME = days(CART_COOKIE_MAX_AGE_SECONDS);

export function privacyPage(facts: LegalFacts): ContentPageInput {
  const { market, countryName } = facts;
  return {
    title: "Privacy policy",
    intro: `Tailwise is a fictional store. This policy lists what this demonstration site really stores and sends, and says what a real store would do with it. It covers the Tailwise store for ${countryName} and is written for ${facts.privacyLaw}. We do not sell your personal information.`,
    sections: [
      {
        heading: "What we collect",
        body: [
          "As little as the store needs. There are no accounts or sign-in yet, and we never ask for payment details, because checkout isn't open. Cookies and browser storage this site uses:",
        ],
        list: [
          `${facts.cartCookie} cookie: a random cart id, set when you first add something to your cart, so the cart is still there when you come back. The cart itself (items, quantities, the Autoship choice and any personalization text) is kept on our server under that id. The page's scripts cannot read this cookie.`,
          `${XSRF_COOKIE} cookie: a random token that proves a form or request came from this site's own pages (protection against cross-site request forgery). It says nothing about you.`,
          `${ANONYMOUS_PID_KEY} (a cookie and a local-storage entry with the same value): a random id made on your first visit, so our analytics can count visits and keep you in the same version of a test. It is not your name or e-mail address.`,
          `${KNOWN_PID_KEY} (cookie and local storage): kept only for registered customers. There is no sign-in yet, so this site does not set it.`,
          `${SESSION_ACQUISITION_DATA_KEY} (session storage): the campaign (utm) parameters and referring page of the first page of your visit. It is gone when you close the tab.`,
          `${NMA_LINKER_ID_PARAM} (session storage): only when a page is opened inside a Tailwise mobile app, to tie the app's and the page's events together for the visit.`,
          `If your browser already holds cookies named ${DEVICE_ID_COOKIE}, ${INSIGHTS_COOKIE}, ${FBP_COOKIE}, ${FBC_COOKIE} or ${FPPRO_ID_COOKIE}, our analytics code reads them and attaches them to its events; this site does not set them. A ${CAL_LOGGING_COOKIE} cookie set to 1 turns on debug logging in your own browser console.`,
        ],
      },
      {
        heading: "What we record on our servers",
        list: [
          "Analytics events: pages viewed, searches and their result counts, products shown, clicked and added to the cart, with the anonymous id above, the page address and referrer, your browser's user agent and language. They are sent to our own collector and stored in our database. The same events are kept in a data layer in your browser for a tag manager; this site loads no third-party tag manager or advertising script.",
          "Carts: the cart id and its lines, as described above.",
          "Notify-me requests: the e-mail address you type, the item or search you asked about, and the market you asked in.",
          "Your IP address: needed by our hosting provider to deliver pages, and counted for a few minutes to limit how often carts, notify-me requests and analytics events can be written, against abuse.",
        ],
      },
      {
        heading: "Why we use it",
        list: [
          "To keep your cart between visits.",
          "To send the availability e-mail you asked for, and nothing else.",
          "To protect forms and the site against forged requests and abuse.",
          "To understand how the store is used (which searches find nothing, which pages are slow) and make it better.",
        ],
        body:
          market.region === "ca"
            ? "We use personal information only for the purposes below, which are the ones you consent to by using the store; using it for a new purpose would need your consent first."
            : "We use it for the purposes below and no others. We do not sell or share personal information, as US state privacy laws define those words, and we do not use it for targeted advertising.",
      },
      {
        heading: "How long we keep it",
        list: [
          `${facts.cartCookie} cookie: ${CART_COOKIE_LIFETIME}, renewed whenever you change your cart. Once it is gone, the cart on our server can no longer be reached: a cart nobody has changed for ${days(CART_RETENTION_SECONDS)} is deleted automatically.`,
          `${XSRF_COOKIE} cookie: ${XSRF_COOKIE_LIFETIME}, renewed with a new token when it is gone.`,
          `${ANONYMOUS_PID_KEY} cookie: ${ID_COOKIE_LIFETIME}; the local-storage copy until you clear your browser's site data.`,
          "Notify-me requests: until the item is available and the e-mail is sent, or until you ask us to delete the request.",
          "Rate-limit counts: a few minutes; counts whose time is up are deleted every hour.",
          `Analytics events: ${DEFAULT_ANALYTICS_RETENTION_DAYS} days, then deleted automatically.`,
        ],
      },
      {
        heading: "Who we share it with",
        body: [
          "Our hosting provider runs the site and its database on our behalf and may use the data only to provide that service. No advertising network, data broker or other third party receives it.",
          facts.dataLocation,
        ],
      },
      {
        heading: "Your choices and rights",
        body: [
          `You can block or delete cookies and site data in your browser. The store still works, but your cart will look empty and a new anonymous id is made on your next visit. ${market.region === "ca" ? "Under PIPEDA you can" : "Depending on the state you live in, you can"}:`,
        ],
        list: [...facts.privacyRights, `Complain to ${facts.privacyRegulator} if you think we have not handled your information properly.`],
      },
      {
        heading: "Children",
        body: "The store is not meant for children, and we do not knowingly collect information about anyone under 13.",
      },
      {
        heading: "Changes to this policy",
        body: "If we change this policy we will update this page first. A change to how we use information you have already given us would be announced on the site before it applies.",
      },
      {
        heading: "Contact",
        body: [
          `For a privacy question or request: ${facts.support.serviceLabel} (${facts.support.hours}), ${facts.support.phone}. As Tailwise is fictional, no one holds a customer file about you beyond what this page lists.`,
        ],
        link: { label: "Read our terms of use", href: "/app/content/terms" },
      },
    ],
  };
}

export const TERMS_PAGE: ContentPageEntryInput = { byMarket: { us: termsPage(US_LEGAL_FACTS), ca: termsPage(CA_LEGAL_FACTS) } };
export const PRIVACY_PAGE: ContentPageEntryInput = { byMarket: { us: privacyPage(US_LEGAL_FACTS), ca: privacyPage(CA_LEGAL_FACTS) } };

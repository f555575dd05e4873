import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "#app/markets/use-market.ts";
import { addResources } from "#app/i18n/translator.ts";
import copy from "#locales/en-US/content.json";
import { useHydrated } from "#app/ui/island.tsx";
import type { BannerItemView, ShelfProductView, ZoneComponentView } from "../zone-view";
import { SiteWideBanner } from "./site-wide-banner";
import { PriceLines } from "#app/pricing/components/price-lines.tsx";
import { STOCK_LABELS } from "#app/catalogue/stock.ts";

addResources("en-US", "common", copy);

/** What a page fills a placeholder with (`shop-by-pet` → the home page's tiles); others show nothing. */
export type PlaceholderFills = Readonly<Record<string, ReactNode>>;

/**
 * A CMS zone's components as the page shows them (issue #10). Rendered by the server in place;
 * the browser keeps that HTML (./content-islands.tsx) or, for what it renders itself (the home page,
 * a listing after a client-side navigation), loads this code after the page's own (./lazy.tsx).
 */
export function ZoneComponents({
  components,
  name,
  placeholders = {},
  headingLevel = 2,
}: {
  components: readonly ZoneComponentView[];
  /** the zone's name, for styling and tests (`zone1`, `postPaginationZones`, `home-3`) */
  name: string;
  placeholders?: PlaceholderFills;
  headingLevel?: 2 | 3;
}) {
  return (
    <div className={`cms-zone cms-zone--${name}`} data-zone={name}>
      {components.map((component, index) => (
        <ZoneComponent key={index} id={`${name}-${index}`} component={component} placeholders={placeholders} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function ZoneComponent({
  id,
  component,
  placeholders,
  headingLevel,
}: {
  id: string;
  component: ZoneComponentView;
  placeholders: PlaceholderFills;
  headingLevel: 2 | 3;
}) {
  switch (component.kind) {
    case "siteWideBanner":
      return <SiteWideBanner banner={component} id={id} />;
    case "banner":
      return <BannerCard item={component.item} headingLevel={headingLevel} />;
    case "bannerCarousel":
      return <BannerCarousel items={component.items} autoAdvanceSeconds={component.autoAdvanceSeconds} headingLevel={headingLevel} />;
    case "products":
      return <ProductShelf title={component.title} products={component.products} headingLevel={headingLevel} />;
    case "placeholder":
      return <>{placeholders[component.placeholderType] ?? null}</>;
  }
}

function Heading({ level, className, children }: { level: 2 | 3; className: string; children: ReactNode }) {
  return level === 2 ? <h2 className={className}>{children}</h2> : <h3 className={className}>{children}</h3>;
}

/** spec §3 banner item: top line, header, sub text, calls to action, a link, a picture in several sizes. */
export function BannerCard({ item, headingLevel = 2 }: { item: BannerItemView; headingLevel?: 2 | 3 }) {
  const { image } = item;
  const sources = [image.large && `${image.large} 1200w`, image.medium && `${image.medium} 800w`, `${image.small} 480w`].filter(Boolean).join(", ");
  return (
    <div className="content-banner">
      <img
        className="content-banner__image"
        src={image.small}
        {...(image.medium || image.large ? { srcSet: sources, sizes: "(min-width: 900px) 40vw, 100vw" } : {})}
        alt={image.alt}
        width={480}
        height={270}
        loading="lazy"
      />
      <div className="content-banner__text">
        {item.topLine ? <p className="content-banner__topline">{item.topLine}</p> : null}
        {/* The whole banner is its link's target; the heading names it. */}
        <Heading level={headingLevel} className="content-banner__header">
          {item.href ? <a href={item.href}>{item.header}</a> : item.header}
        </Heading>
        {item.subText ? <p>{item.subText}</p> : null}
        {item.ctas.length ? (
          <p className="content-banner__ctas">
            {item.ctas.map((cta) => (
              <a key={cta.href + cta.label} className="button" href={cta.href}>
                {cta.label}
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </div>
  );
}

const prefersReducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A banner carousel after the WAI-ARIA carousel pattern: every slide is in a row that scrolls (all a
 * page without JavaScript needs); with it, previous/next buttons scroll the row to a slide (the
 * others inert), and — when the merchandiser set it — slides turn by themselves, which the first
 * button pauses, as do hovering over it and focus inside it. It never turns by itself for a shopper
 * who asked for reduced motion. The layout is the same before and after the script runs (no shift).
 */
function BannerCarousel({
  items,
  autoAdvanceSeconds,
  headingLevel = 2,
}: {
  items: readonly BannerItemView[];
  autoAdvanceSeconds: number | null;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(autoAdvanceSeconds !== null);
  const [held, setHeld] = useState(false);
  const rotating = hydrated && playing && !held && autoAdvanceSeconds !== null;
  const reduced = useRef(false);
  const slides = useRef<HTMLDivElement>(null);
  useEffect(() => {
    reduced.current = prefersReducedMotion();
    if (reduced.current) setPlaying(false);
  }, []);
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % items.length), autoAdvanceSeconds! * 1000);
    return () => clearInterval(timer);
  }, [rotating, autoAdvanceSeconds, items.length]);
  useEffect(() => {
    const row = slides.current;
    if (!hydrated || !row) return;
    const slide = row.children[current] as HTMLElement | undefined;
    const first = row.firstElementChild as HTMLElement | null;
    if (slide && first) row.scrollTo({ left: slide.offsetLeft - first.offsetLeft, behavior: reduced.current ? "auto" : "smooth" });
  }, [current, hydrated]);
  const go = (step: number) => setCurrent((index) => (index + step + items.length) % items.length);
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t("content.carousel.label")}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {/* The controls' room is there before the script fills it. */}
      <div className="banner-carousel__controls">
        {hydrated ? (
          <>
            {autoAdvanceSeconds !== null ? (
              <button
                type="button"
                className="banner-carousel__button"
                onClick={() => setPlaying(!playing)}
                aria-label={t(playing ? "content.carousel.pause" : "content.carousel.play")}
              >
                <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
              </button>
            ) : null}
            <button type="button" className="banner-carousel__button" onClick={() => go(-1)} aria-label={t("content.carousel.previous")}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="banner-carousel__button" onClick={() => go(1)} aria-label={t("content.carousel.next")}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {/* Announced when a shopper turns it, not while it turns by itself. */}
      <div className="banner-carousel__slides" ref={slides} aria-live={rotating ? "off" : "polite"}>
        {items.map((item, index) => (
          <div
            key={index}
            className="banner-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t("content.carousel.slide", { index: index + 1, count: items.length })}
            // Off-screen slides cannot be reached by Tab or a screen reader's reading order.
            {...(hydrated && index !== current ? { inert: "", "aria-hidden": true } : {})}
          >
            <BannerCard item={item} headingLevel={headingLevel} />
          </div>
        ))}
      </div>
    </section>
  );
}

/** spec §3 sku component: a titled row of products, each a link to its page. */
export function ProductShelf({ title, products, headingLevel = 2 }: { title: string; products: readonly ShelfProductView[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("common");
  return (
    <section className="shelf" aria-label={title}>
      <Heading level={headingLevel} className="shelf__title">
        {title}
      </Heading>
      <ul className="shelf__list">
        {products.map((product) => (
          <li key={product.partNumber} className="shelf__item">
            <a className="shelf__link" href={product.href}>
              <img src={product.image} alt="" width={150} height={150} loading="lazy" />
              <span className="shelf__name">{product.name}</span>
            </a>
            {/* The price lines every surface shows (app/pricing/components/price-lines.tsx), short. */}
            <div className="shelf__price">
              <PriceLines view={product} compact />
              {product.stock !== "in-stock" ? <p className="badge badge--muted">{STOCK_LABELS[product.stock]}</p> : null}
            </div>
            <p className="shelf__rating">
              {product.ratingCount ? t("content.shelf.rating", { rating: product.rating, count: product.ratingCount }) : t("content.shelf.noReviews")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { lazy, Suspense, useState } from "react";
import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import type { GalleryPicture } from "#app/images/product-image-url.ts";
import galleryCopy from "#locales/en-US/product-gallery.json";

addResources("en-US", "shop", galleryCopy);

// The zoom dialog's code loads on the first Zoom (the page's script carries only this opener).
const GalleryZoom = lazy(() => import("./gallery-zoom"));

/** The main picture's `sizes`: the full width of a phone, the page's 360 px column on a desktop. */
const MAIN_SIZES = "(max-width: 700px) 100vw, 360px";

/**
 * The product's pictures (docs/decisions/0061): every view drawn for it (app/images/), the first
 * shown; the thumbnails are links to the other views' anchors, which CSS shows by `:target`, so the
 * gallery works without JavaScript. Each view's Zoom opens its 800 px picture: a link without
 * JavaScript, a dialog loaded on first use with it. The addresses come from the loader
 * (app/images/product-image-url.ts galleryPictures), so their code stays out of the browser.
 */
export function ProductGallery({ name, image, pictures }: { name: string; image: string; pictures: GalleryPicture[] }) {
  const { t } = useTranslation("shop");
  const [zoomed, setZoomed] = useState<GalleryPicture | null>(null);
  // A picture that is not one we draw (none today): just that picture.
  if (pictures.length === 0) return <img className="product-page__image" src={image} alt={name} width={360} height={360} />;
  const total = pictures.length;
  const altOf = (picture: GalleryPicture) => t("gallery.picture", { name, view: t(`gallery.views.${picture.view}`) });
  return (
    <section className="gallery" aria-label={t("gallery.label")}>
      <div className="gallery__views">
        {pictures.map((picture, index) => (
          <figure key={picture.view} id={`picture-${picture.view}`} className="gallery__view">
            <img
              className="product-page__image"
              src={picture.src}
              srcSet={picture.srcSet}
              sizes={MAIN_SIZES}
              alt={altOf(picture)}
              width={360}
              height={360}
              loading={index === 0 ? "eager" : "lazy"}
              data-view={picture.view}
            />
            {/* Without JavaScript, the 800 px picture itself; with it, the zoom dialog. */}
            <a
              className="gallery__zoom"
              href={picture.large}
              aria-label={t("gallery.zoomLabel", { number: index + 1, total, view: t(`gallery.views.${picture.view}`) })}
              onClick={(event) => {
                // (a click meant for a new tab or window keeps the link's own behaviour)
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setZoomed(picture);
              }}
            >
              {t("gallery.zoom")}
            </a>
          </figure>
        ))}
      </div>
      <ul className="gallery__thumbs">
        {pictures.map(({ view, thumbnail }, index) => (
          <li key={view}>
            <a
              className="gallery__thumb"
              href={`#picture-${view}`}
              aria-label={t("gallery.show", { number: index + 1, total, view: t(`gallery.views.${view}`) })}
            >
              <img src={thumbnail} alt="" width={64} height={64} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
      {zoomed ? (
        <Suspense fallback={null}>
          <GalleryZoom picture={zoomed} alt={altOf(zoomed)} onClose={() => setZoomed(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

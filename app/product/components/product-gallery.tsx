import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { GalleryPicture } from "#app/images/product-image-url.ts";
import galleryCopy from "#locales/en-US/product-gallery.json";

addResources("en-US", "shop", galleryCopy);

/** The main picture's `sizes`: the full width of a phone, the page's 360 px column on a desktop. */
const MAIN_SIZES = "(max-width: 700px) 100vw, 360px";

/**
 * The product's pictures (docs/decisions/0061): every view drawn for it (app/images/), the first
 * shown; the thumbnails are links to the other views' anchors, which CSS shows by `:target`, so the
 * gallery works without JavaScript and costs the page no script. The addresses come from the loader
 * (app/images/product-image-url.ts galleryPictures), so their code stays out of the browser.
 */
export function ProductGallery({ name, image, pictures }: { name: string; image: string; pictures: GalleryPicture[] }) {
  const { t } = useTranslation("shop");
  // A picture that is not one we draw (none today): just that picture.
  if (pictures.length === 0) return <img className="product-page__image" src={image} alt={name} width={360} height={360} />;
  const total = pictures.length;
  return (
    <section className="gallery" aria-label={t("gallery.label")}>
      <div className="gallery__views">
        {pictures.map(({ view, src, srcSet }, index) => (
          <figure key={view} id={`picture-${view}`} className="gallery__view">
            <img
              className="product-page__image"
              src={src}
              srcSet={srcSet}
              sizes={MAIN_SIZES}
              alt={t("gallery.picture", { name, view: t(`gallery.views.${view}`) })}
              width={360}
              height={360}
              loading={index === 0 ? "eager" : "lazy"}
              data-view={view}
            />
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
    </section>
  );
}

import { useEffect, useRef, useState } from "react";
import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import videosCopy from "#locales/en-US/brand-videos.json";
import { BRAND_VIDEOS_ANCHOR, BRAND_VIDEO_TYPE, type BrandVideoView } from "../brand-videos";

addResources("en-US", "listing", videosCopy);

/**
 * spec §3 brand videos on a brand's page: each a native player with captions (the first track on by
 * default), loading nothing until the shopper plays it (`preload="none"`, a poster meanwhile).
 * The files are WebM only (docs/decisions/0059): every video also offers its file as a download and
 * its transcript as text, and a browser that cannot play WebM says so instead of a silent player.
 * The page renders this at the top and at the bottom (`at`): the videos where they go (at the top
 * when `first`, the brand-path experiment's VARIANT_01), and at the top otherwise only a link to them.
 */
export function BrandVideos({ brand, videos, at, first }: { brand: string; videos: readonly BrandVideoView[]; at: "top" | "bottom"; first?: boolean }) {
  const { t } = useTranslation("listing");
  if (first && at === "bottom") return null;
  if (!first && at === "top")
    return (
      <p className="brand-videos-jump">
        <a href={`#${BRAND_VIDEOS_ANCHOR}`}>{t("brandVideos.jump", { brand, count: videos.length })}</a>
      </p>
    );
  return (
    <section id={BRAND_VIDEOS_ANCHOR} className="brand-videos" aria-labelledby="brand-videos-heading">
      <h2 id="brand-videos-heading">{t("brandVideos.heading", { brand })}</h2>
      <ul className="brand-videos__list">
        {videos.map((video) => (
          <li key={video.src}>
            <BrandVideo video={video} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BrandVideo({ video }: { video: BrandVideoView }) {
  const { t } = useTranslation("listing");
  const player = useRef<HTMLVideoElement>(null);
  const [unplayable, setUnplayable] = useState(false);
  // (asked once the page runs: the server cannot know the browser, and a browser without script keeps the links)
  useEffect(() => {
    if (player.current && !player.current.canPlayType(BRAND_VIDEO_TYPE)) setUnplayable(true);
  }, []);
  return (
    // The figure holds the video and its caption only (HTML allows nothing after a <figcaption>); the
    // other ways to watch follow it inside the same list item.
    <div className="brand-video">
      <figure>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the caption tracks are the mapped <track> elements */}
        <video ref={player} controls preload="none" poster={video.poster} width={640} height={360} aria-label={video.title}>
          <source src={video.src} type={BRAND_VIDEO_TYPE} onError={() => setUnplayable(true)} />
          {video.captions.map((track, index) => (
            <track key={track.src} kind="captions" src={track.src} srcLang={track.language} label={track.label} default={index === 0} />
          ))}
          {/* a browser without <video> shows this instead */}
          <a href={video.src}>{t("brandVideos.download")}</a>
        </video>
        <figcaption>
          <strong>{video.title}</strong>
          {video.description ? <span> {video.description}</span> : null}
        </figcaption>
      </figure>
      {unplayable ? (
        <p className="brand-video__unplayable" role="status">
          {t("brandVideos.cannotPlay")}
        </p>
      ) : null}
      <p className="brand-video__download">
        <a href={video.src} download>
          {t("brandVideos.download")}
        </a>
      </p>
      {video.transcript ? (
        <details className="brand-video__transcript">
          <summary>{t("brandVideos.transcript")}</summary>
          <p>{video.transcript}</p>
        </details>
      ) : null}
    </div>
  );
}

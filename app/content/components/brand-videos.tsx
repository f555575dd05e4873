import type { BrandVideoView } from "../brand-videos";

/**
 * spec §3 brand videos on a brand's page: each a native player with captions (the first track on by
 * default), loading nothing until the shopper plays it (`preload="none"`, a poster meanwhile).
 */
export function BrandVideos({ brand, videos }: { brand: string; videos: readonly BrandVideoView[] }) {
  return (
    <section className="brand-videos" aria-labelledby="brand-videos-heading">
      <h2 id="brand-videos-heading">{brand} videos</h2>
      <ul className="brand-videos__list">
        {videos.map((video) => (
          <li key={video.src}>
            <figure className="brand-video">
              {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the caption tracks are the mapped <track> elements */}
              <video controls preload="none" poster={video.poster} width={640} height={360} aria-label={video.title}>
                <source src={video.src} type="video/webm" />
                {video.captions.map((track, index) => (
                  <track key={track.src} kind="captions" src={track.src} srcLang={track.language} label={track.label} default={index === 0} />
                ))}
              </video>
              <figcaption>
                <strong>{video.title}</strong>
                {video.description ? <span> {video.description}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

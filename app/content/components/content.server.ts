// The managed content's components for the server's render (./content-islands.tsx; ./lazy.tsx loads them lazily in the browser).
export { BannerCard, ZoneComponents } from "./zone-components";
export { BrandVideos } from "./brand-videos";

// The managed content's components for the server's render (./lazy.tsx loads them lazily in the browser).
export { SiteWideBanner } from "./site-wide-banner";
export { BannerCard, ZoneComponents } from "./zone-components";

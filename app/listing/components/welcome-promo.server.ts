// The listing's welcome box for the server's render (./promo-banner.tsx loads it lazily in the browser).
export { WelcomePromo } from "./welcome-promo";

// The error pages for the server's render (app/errors/error-pages.tsx loads them lazily in the browser).
export { RequestErrorPage } from "./not-found-page";
export { MaintenancePage } from "./maintenance-page";

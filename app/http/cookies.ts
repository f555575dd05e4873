// One way to read and write cookies on the server and in the page: the parser of
// analytics/cookie-header.ts, which decodes a value only when it is valid percent-encoded text
// (storefront spec §5), and the serializer of analytics/set-cookie.ts (decision 0041), handed on here
// so the app names its own module.
export { parseCookies } from "#analytics/cookie-header.ts";
export { serializeCookie } from "#analytics/set-cookie.ts";

export const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

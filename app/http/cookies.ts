// One way to read and write cookies on the server and in the page: the parser and serializer of
// analytics/cookie-header.ts (decision 0041), which decode a value only when it is valid percent-encoded
// text (storefront spec §5), handed on here so the app names its own module.
export { parseCookies, serializeCookie } from "#analytics/cookie-header.ts";

export const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

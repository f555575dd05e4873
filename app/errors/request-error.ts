import { translatorFor } from "#app/i18n/translator.ts";

/**
 * Which shopper copy (locales/en-US/listing.json) an answer with a 4xx status shows: the not-found
 * page's, or one of the request-error pages'. Shared by the React error boundary and the Worker's
 * plain pages, so a refused request reads the same whichever layer refused it.
 */
export type RequestErrorCopy = "notFound" | "badRequest" | "notAllowed" | "tooLong";

export function requestErrorCopy(status: number): RequestErrorCopy {
  if (status === 404 || status === 410) return "notFound";
  if (status === 405) return "notAllowed";
  if (status === 414) return "tooLong";
  return "badRequest";
}

/** The page title for a 4xx status (spec §8: the not-found page's title is Page Not Found). */
export function requestErrorTitle(status: number): string {
  return translatorFor("en-US", ["listing"])(`${requestErrorCopy(status)}.title`);
}

/** The maintenance page is for our failures (5xx); a 4xx is about the request, so it gets a request-error page. */
export const isRequestError = (status: number) => status >= 400 && status < 500;

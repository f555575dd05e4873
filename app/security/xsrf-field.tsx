import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoaderData } from "~/root";
import { XSRF_FIELD } from "./same-origin";

/** The hidden token every state-changing form carries, so it works without JavaScript (spec §7). */
export function XsrfField() {
  const root = useRouteLoaderData("root") as RootLoaderData | undefined;
  return <input type="hidden" name={XSRF_FIELD} value={root?.xsrfToken ?? ""} />;
}

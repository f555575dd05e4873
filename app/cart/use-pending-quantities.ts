import { CART_PATH } from "#app/urls/site-paths.ts";
import { useFetchers } from "@remix-run/react";

/** Quantities as they will be once the in-flight changes land (optimistic UI). */
export function usePendingQuantities(): Map<string, number> {
  const pending = new Map<string, number>();
  for (const fetcher of useFetchers()) {
    const form = fetcher.formData;
    if (!form || fetcher.formAction?.split("?")[0].endsWith(CART_PATH) !== true) continue;
    const itemId = String(form.get("itemId") ?? "");
    const intent = form.get("intent");
    if (intent === "remove") pending.set(itemId, 0);
    else if (intent === "set-quantity") pending.set(itemId, Number(form.get("quantity")));
  }
  return pending;
}

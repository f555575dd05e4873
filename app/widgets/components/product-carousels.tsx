import { useMemo } from "react";
import type { Environment } from "#app/graphql/clients/widget-client.ts";
import type { ProductCarouselSlot } from "../product-carousel-slots";
import { WidgetClientProvider } from "./widget-client-context";
import { useBrowserWidgetClient } from "./browser-widget-client";
import { CarouselShelf } from "./carousel-shelf";

/**
 * A product page's carousels when the browser renders the page (a client-side navigation): asked of
 * the widget service like the server's render asks for them (app/routes/product.tsx), each shown once
 * it has products.
 */
export default function ProductCarousels({
  partNumber,
  slots,
  environment,
}: {
  partNumber: string;
  slots: readonly ProductCarouselSlot[];
  environment: Environment;
}) {
  const client = useBrowserWidgetClient(environment);
  const calls = useMemo(() => slots.map((slot) => ({ page: "pdp", slot, items: [{ partNumber, quantity: 1 }] })), [partNumber, slots]);
  return (
    <WidgetClientProvider client={client}>
      {calls.map((variables) => (
        <CarouselShelf key={variables.slot} variables={variables} zone="product-carousels" />
      ))}
    </WidgetClientProvider>
  );
}

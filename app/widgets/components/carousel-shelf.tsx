import { useQuery } from "urql";
import { ProductShelf } from "#app/content/components/zone-components.tsx";
import { CAROUSEL_QUERY, CarouselAnswer } from "../carousel-query";
import { useWidgetClient } from "./widget-client-context";
import { useCarouselRaceLost } from "./browser-widget-client";

/** A carousel call's variables (spec §7's widget call payload). Keep the object stable (useMemo): it is the query's key. */
export interface CarouselVariables {
  page: string;
  slot: string;
  items: { partNumber: string; quantity: number; refetch?: boolean }[];
}

/**
 * One carousel the browser asks the widget service for (spec §7), in its widget client's provider: it
 * shows nothing until it has products, and nothing when the service has none, fails or takes longer
 * than the carousel race (2000 ms).
 */
export function CarouselShelf({ variables, zone }: { variables: CarouselVariables; zone: string }) {
  useWidgetClient();
  const [{ data, fetching }] = useQuery({ query: CAROUSEL_QUERY, variables });
  const gaveUp = useCarouselRaceLost(variables);
  const answer = CarouselAnswer.safeParse(data);
  if (fetching && gaveUp) return null;
  if (!answer.success || answer.data.carousel.reason || !answer.data.carousel.products.length) return null;
  return (
    <div className="cms-zone" data-zone={zone}>
      <ProductShelf title={answer.data.carousel.title ?? ""} products={answer.data.carousel.products} />
    </div>
  );
}

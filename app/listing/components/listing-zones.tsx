import { useRef } from "react";
import type { ListingZoneName } from "#app/content/zones.ts";
import { ListingZone, useZonesSource } from "#app/content/components/content-islands.tsx";
import type { ListingView } from "../view";

/** The CMS zones a listing places itself (zone 19 is a tile of the grid). */
export type PlacedZoneName = Exclude<ListingZoneName, "zone19">;

/**
 * Where the page's zones come from, and the ones of a place the page has (in the order asked). A list
 * grown by Load More (`grown`) shows its first page's zones: kept as the server sent them when this
 * page was hydrated with them, so nothing above the new cards moves (issue #26).
 */
export function useListingZones(view: ListingView, zones: readonly string[], grown?: boolean) {
  const fetched = useZonesSource({ groupId: view.state.groupId, term: view.state.query, page: grown ? 1 : view.state.page, noResults: view.noResults });
  const keptHtml = useRef(fetched === "html");
  if (!grown && fetched !== "html") keptHtml.current = false;
  const source = grown && keptHtml.current ? "html" : fetched;
  const list = (names: readonly PlacedZoneName[]) =>
    names.filter((name) => zones.includes(name)).map((name) => <ListingZone key={name} name={name} source={source} />);
  return { source, list };
}

import type { ListingZoneName } from "#app/content/zones.ts";
import { ListingZone, useZonesSource } from "#app/content/components/content-islands.tsx";
import type { ListingView } from "../view";

/** The CMS zones a listing places itself (zone 19 is a tile of the grid). */
export type PlacedZoneName = Exclude<ListingZoneName, "zone19">;

/** Where the page's zones come from, and the ones of a place the page has (in the order asked). */
export function useListingZones(view: ListingView, zones: readonly PlacedZoneName[]) {
  const source = useZonesSource({ groupId: view.state.groupId, term: view.state.query, page: view.state.page, noResults: view.noResults });
  const list = (names: readonly PlacedZoneName[]) =>
    names.filter((name) => zones.includes(name)).map((name) => <ListingZone key={name} name={name} source={source} />);
  return { source, list };
}

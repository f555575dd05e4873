import { useEffect, useState } from "react";
import { useMarket } from "#app/markets/use-market.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import type { ListingZonesView } from "../page-content.server";
import type { ListingZoneName } from "../zones";
import { BannerCard, ZoneComponents } from "./zone-components";

// A listing's zones after a client-side navigation (./listing-zones.tsx): asked of the content API
// (spec §7 GET /api/content/v1/pages/plp) once per page, whichever zones show them. Loaded only then.

/** The most a page waits for its zones before it goes on without them. */
const CONTENT_FETCH_TIMEOUT_MS = 2000;

/** What the zones depend on: the listing's category, term, page and whether it found anything. */
export interface ZonesPage {
  groupId?: string;
  term?: string;
  page: number;
  noResults: boolean;
}

/** The page parameters of GET /api/content/v1/pages/plp (app/content/plp-zones-request.ts). */
function plpZonesQuery(page: ZonesPage): string {
  const params = new URLSearchParams();
  if (page.groupId) params.set("catalogId", page.groupId);
  if (page.term) params.set("searchTerm", page.term);
  if (page.page > 1) params.set("page", String(page.page));
  if (page.noResults) params.set("noResults", "true");
  const query = params.toString();
  return `/api/content/v1/pages/plp${query ? `?${query}` : ""}`;
}

const pending = new Map<string, Promise<ListingZonesView>>();

/** The zones at `url`: one request per page, none (never an error) when it fails or is slow. */
function zonesAt(url: string): Promise<ListingZonesView> {
  let zones = pending.get(url);
  if (!zones) {
    const signal = AbortSignal.timeout(CONTENT_FETCH_TIMEOUT_MS);
    zones = fetch(url, { signal, headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ zones?: ListingZonesView }>) : null))
      .then((body) => body?.zones ?? {})
      // Content never breaks the page: without it, the listing shows no zones.
      .catch(() => ({}));
    pending.set(url, zones);
    // A later visit asks again (the API's answer is cached for half a minute anyway).
    void zones.finally(() => setTimeout(() => pending.delete(url), 30_000));
  }
  return zones;
}

function useZonesFor(page: ZonesPage): ListingZonesView | null {
  const url = withMarketPrefix(plpZonesQuery(page), useMarket());
  const [loaded, setLoaded] = useState<{ url: string; zones: ListingZonesView } | null>(null);
  useEffect(() => {
    let current = true;
    void zonesAt(url).then((zones) => current && setLoaded({ url, zones }));
    return () => {
      current = false;
    };
  }, [url]);
  return loaded?.url === url ? loaded.zones : null;
}

export function FetchedZone({ page, name }: { page: ZonesPage; name: Exclude<ListingZoneName, "zone19"> }) {
  const components = useZonesFor(page)?.[name];
  return components?.length ? <ZoneComponents components={components} name={name} /> : null;
}

export function FetchedZone19({ page }: { page: ZonesPage }) {
  const banner = useZonesFor(page)?.zone19?.[0];
  return banner?.kind === "banner" ? <BannerCard item={banner.item} headingLevel={3} /> : null;
}

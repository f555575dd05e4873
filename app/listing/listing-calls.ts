// spec §9 "browse and search parallelisation" (the parallelListingCalls flag): a listing's sponsored
// search starts beside its search, or only once the search has answered (the order the
// parallelisation experiment compares with). Pure: the calls are the caller's.

/** The search's answer and the started sponsored search, in the order the flag says. */
export async function searchWithSponsored<Listing, Ads>(parallel: boolean, search: () => Promise<Listing>, startAds: () => Ads): Promise<[Listing, Ads]> {
  if (parallel) {
    const ads = startAds();
    return [await search(), ads];
  }
  const listing = await search();
  return [listing, startAds()];
}

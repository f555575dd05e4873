// The desktop row of pets (./browse-nav-markup.server.tsx) as one Tab stop, the arrow keys moving
// between its pets (issue #26 keyboard, decision 0053: ten stops before the page's content were
// too many). A roving tabindex on the server's HTML, loaded after the page's scripts (./enhance-header.ts):
// until it has run, and without JavaScript, every pet is its own Tab stop, as before.

const NEXT_PET: Readonly<Record<string, (at: number, last: number) => number>> = {
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  Home: () => 0,
  End: (_, last) => last,
};

export function rovePets(nav = document.querySelector<HTMLElement>(".browse-nav--bar")) {
  const pets = [...(nav?.querySelectorAll<HTMLElement>(".browse-nav__pet > summary") ?? [])];
  if (!nav || pets.length < 2) return;
  const hint = nav.querySelector<HTMLElement>(".browse-nav__hint");
  // One pet takes Tab: the first, then the one the shopper last went to (by keys or by pointer).
  const takeTab = (pet: HTMLElement) => pets.forEach((each) => (each.tabIndex = each === pet ? 0 : -1));
  takeTab(pets[0]);
  if (hint) {
    hint.hidden = false;
    for (const pet of pets) pet.setAttribute("aria-describedby", hint.id);
  }
  nav.addEventListener("focusin", (event) => {
    if (pets.includes(event.target as HTMLElement)) takeTab(event.target as HTMLElement);
  });
  nav.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    // Escape inside an open pet's list closes it and goes back to its name.
    const open = target.closest<HTMLDetailsElement>("details[open]");
    if (event.key === "Escape" && open) {
      open.open = false;
      open.querySelector("summary")?.focus();
      return;
    }
    const at = pets.indexOf(target);
    const next = NEXT_PET[event.key];
    if (at < 0 || !next) return;
    event.preventDefault();
    pets[next(at, pets.length - 1)].focus();
  });
}

// Debian's Chromium as every browser tool here starts it (Playwright, Lighthouse): DESIGN.md's flags
// for this machine — a container without a sandbox, and no network but loopback.
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

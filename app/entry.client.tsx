import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { withOwnServerHeaders } from "#app/security/own-server-fetch.ts";
import { BrowserPersonalProvider, readPersonalIsland } from "#app/visitor/personal-context.tsx";

// Before Remix makes its first call: x-market and the XSRF header on every own-server request.
window.fetch = withOwnServerHeaders(window.fetch.bind(window), {
  origin: window.location.origin,
  market: () => document.documentElement.dataset.market ?? "en-US",
  cookie: () => document.cookie,
});

// Dialogs opened by HTML invoker commands (the header banner's details) in browsers without them.
if (!("command" in HTMLButtonElement.prototype)) void import("#app/ui/invoker-commands.ts");

function hydrate() {
  // This visitor's parts, as the Worker wrote them into the page (hydration must see the same).
  const personal = readPersonalIsland(document);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <BrowserPersonalProvider initial={personal}>
          <RemixBrowser />
        </BrowserPersonalProvider>
      </StrictMode>,
    );
  });
}

hydrate();

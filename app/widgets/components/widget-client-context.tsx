import { createContext, useContext, type ReactNode } from "react";
import { Provider, type Client } from "urql";

/** spec §8: a widget context used outside its provider throws; this is what it says. */
export const WIDGET_CONTEXT_ERROR = "useWidgetClient must be used inside a WidgetClientProvider";

const WidgetClientContext = createContext<Client | null>(null);

/** Gives widgets their urql client (and urql's hooks the same one). */
export function WidgetClientProvider({ client, children }: { client: Client; children: ReactNode }) {
  return (
    <WidgetClientContext.Provider value={client}>
      <Provider value={client}>{children}</Provider>
    </WidgetClientContext.Provider>
  );
}

/** The widget client; throws outside a WidgetClientProvider rather than calling a default nobody configured. */
export function useWidgetClient(): Client {
  const client = useContext(WidgetClientContext);
  if (!client) throw new Error(WIDGET_CONTEXT_ERROR);
  return client;
}

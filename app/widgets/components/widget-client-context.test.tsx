import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { Client, fetchExchange } from "urql";
import { useWidgetClient, WidgetClientProvider, WIDGET_CONTEXT_ERROR } from "./widget-client-context";

function ClientUrl() {
  return <>{useWidgetClient() ? "has a client" : ""}</>;
}

describe("the widget context (spec §8)", () => {
  it("throws when used outside its provider", () => {
    expect(() => renderToString(<ClientUrl />)).toThrow(WIDGET_CONTEXT_ERROR);
  });

  it("gives the provider's client inside it", () => {
    const client = new Client({ url: "/api/widgets/graphql", exchanges: [fetchExchange] });
    expect(
      renderToString(
        <WidgetClientProvider client={client}>
          <ClientUrl />
        </WidgetClientProvider>,
      ),
    ).toBe("has a client");
  });
});

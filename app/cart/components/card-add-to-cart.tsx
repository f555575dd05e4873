import { createContext, startTransition, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useMarketPath, useTranslation } from "#app/markets/use-market.ts";
import { XsrfField } from "#app/security/xsrf-field.tsx";
import { addToCartLabel, addToCartPhase, type AddToCartPhase } from "../add-to-cart-label";
import { CART_PATH } from "#app/urls/site-paths.ts";
import { useAddSettled, useCartFetcher } from "../use-cart-fetcher";

/**
 * Add to Cart for a grid of cards: ONE form (the token, the intent) and ONE fetcher for the whole
 * grid, and a button per card that submits it with its item id (`form=` the shared form's id,
 * `name="itemId" value=…`). Without JavaScript the button posts the form like any other (back to
 * the page by its Referer); with it the fetcher posts it and the card that was added shows the
 * spec §4 label. Per card this costs one button instead of a form, three fields, a status line
 * and a fetcher — 36 times per listing page, rendered, personalised and hydrated (issue #8).
 * One add at a time: a click while an add is on its way is ignored (as on the product page).
 */
interface CardAdd {
  formId: string;
  /** The spec §4 phase of this card's button (idle unless this card was the last one added). */
  phaseOf(itemId: string): AddToCartPhase;
  error: string | null;
}

const CardAddContext = createContext<CardAdd | null>(null);

export function CardAddToCartForm({ list, children }: { list?: string; children: ReactNode }) {
  // The clicked card's place in the grid (its data-position), for the add's analytics product record.
  const position = useRef<number | undefined>(undefined);
  const fetcher = useCartFetcher("plp", list, () => position.current);
  const marketPath = useMarketPath();
  const formId = useId();
  // The card being added, and the card the last answer was for: until a new answer arrives, the
  // previous card keeps its label and the new one says it is adding.
  const [target, setTarget] = useState<string | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  const result = fetcher.data;
  const settled = useAddSettled(result);
  // Only a new answer changes whose it is (one add at a time: `target` is the card it answers).
  // These states reach every card through the context, and the grid holds lazy islands (the welcome
  // box, the educational tile) that may still be loading: an urgent update would make React drop
  // their server HTML (error 421), so they change as transitions, as the router's own updates do.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  useEffect(() => startTransition(() => setAnswered(result ? target : null)), [result]);
  const submitting = fetcher.state === "submitting";
  const value = useMemo<CardAdd>(
    () => ({
      formId,
      phaseOf: (itemId) => (submitting && itemId === target ? "adding" : itemId === answered ? addToCartPhase({ submitting: false, result, settled }) : "idle"),
      error: result && !result.ok ? result.error : null,
    }),
    [formId, target, answered, submitting, result, settled],
  );
  return (
    <>
      <fetcher.Form
        id={formId}
        method="post"
        action={marketPath(CART_PATH)}
        hidden
        onSubmit={(event) => {
          if (fetcher.state !== "idle") {
            event.preventDefault();
            return;
          }
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          startTransition(() => setTarget(submitter instanceof HTMLButtonElement ? submitter.value : null));
          position.current = Number(submitter?.closest("[data-position]")?.getAttribute("data-position")) || undefined;
        }}
      >
        <XsrfField />
        <input type="hidden" name="intent" value="add" />
      </fetcher.Form>
      <CardAddContext.Provider value={value}>{children}</CardAddContext.Provider>
    </>
  );
}

/** A card's Add to Cart button: submits the grid's form with this card's item. */
export function CardAddButton({ itemId }: { itemId: string }) {
  const add = useContext(CardAddContext);
  if (!add) throw new Error("CardAddButton is used outside a CardAddToCartForm");
  const phase = add.phaseOf(itemId);
  const { t } = useTranslation("listing");
  return (
    <div className="card__add">
      <button type="submit" form={add.formId} name="itemId" value={itemId} className="button" aria-busy={phase === "adding" || undefined}>
        {addToCartLabel(phase, t)}
      </button>
      {phase === "error" ? (
        <p className="add-to-cart__status" role="alert">
          {add.error}
        </p>
      ) : null}
    </div>
  );
}

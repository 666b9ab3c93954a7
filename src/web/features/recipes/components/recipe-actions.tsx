/**
 * The recipe's action bar: save, meal plan, shopping list, cook mode, print, download, text me (the
 * same for every reader; the author's Edit is in the author card). Links work without JavaScript;
 * the buttons need it.
 */
import { Bookmark, CalendarPlus, ChefHat, MessageSquare, Printer, ShoppingBasket } from "lucide-react";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { lazyPart } from "#web/components/lazy-part.tsx";
import { PartUnavailableDialog } from "#web/components/part-unavailable-dialog.tsx";
import { useAppState } from "#web/features/app-state/app-state.tsx";
import type { TCloseSaveMenu } from "#web/features/collections/components/save-menu.tsx";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { offlineAddMessage } from "#web/features/shopping/added-messages.ts";
import { addRecipeToShoppingList } from "#web/features/shopping/shopping-store.ts";
import { track } from "#web/lib/analytics.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { trackVirtualPageView } from "#web/lib/page-views.ts";
import { notify } from "#web/lib/toast.ts";
import { useHydrated } from "../use-hydrated.ts";
import { RecipeDownloads } from "./recipe-downloads.tsx";

/** Loaded when a cook first opens it (or points at Save): most readers never do. */
const SaveMenu = lazyPart(
  () => import("#web/features/collections/components/save-menu.tsx").then((module) => module.SaveMenu),
  ({ onClose, isOffline, retry, hasFailedAgain }) => (
    <PartUnavailableDialog
      title="Save to a collection"
      onClose={() => onClose({ isFocusReturned: true })}
      isOffline={isOffline}
      hasFailedAgain={hasFailedAgain}
      retry={retry}
      offline="Your collections need a connection. They'll open as soon as you're back online."
      failed="Your collections didn't load."
    />
  ),
);

export const noVerifiedPhoneText = "Add and verify a phone number in your profile to text yourself recipes.";

/** What "Add to shopping list" did: a recipe on the list already now has the servings added up. */
export function addedMessage({
  wasOnList,
  servings,
  servingsOnList,
}: {
  wasOnList: boolean;
  servings: number | null;
  servingsOnList: number | null;
}): string {
  if (wasOnList)
    return servingsOnList ? `Already on your list: now for ${servingsOnList} servings.` : "Already on your list.";
  return servings ? `Added for ${servings} to your shopping list.` : "Added to your shopping list.";
}

export function RecipeActions({
  recipe,
  servings,
  isTeaser,
  viewerId,
  onCookMode,
}: {
  recipe: { id: string; title: string };
  /** The servings the reader chose: what the shopping list is filled for. */
  servings: number | null;
  isTeaser: boolean;
  viewerId: string | null;
  onCookMode: () => void;
}) {
  const { openShoppingList } = useAppState();
  const navigate = useNavigate();
  const textMe = useTextMe(recipe);
  const addingRef = useRef(false);
  const [isAddingToList, setIsAddingToList] = useState(false);

  const isReaderKnown = useAuth().state.status !== "loading";
  const waitingFor = useRef<"text" | "shopping-list" | null>(null);

  const signIn = () => navigate(`/auth?redirectTo=${encodeURIComponent(`/recipe/${recipe.id}`)}`);

  /**
   * A page shared between readers learns who this one is once it is open: a press before that
   * waits for the answer, rather than sending a signed-in cook to sign in.
   */
  function isWaitingForReader(action: "text" | "shopping-list"): boolean {
    if (isReaderKnown) return false;
    waitingFor.current = action;
    return true;
  }

  useEffect(() => {
    if (!isReaderKnown || !waitingFor.current) return;
    const action = waitingFor.current;
    waitingFor.current = null;
    if (action === "text") sendText();
    else addToShoppingList();
  });

  function sendText() {
    if (isWaitingForReader("text")) return;
    if (!viewerId) return signIn();
    trackVirtualPageView("text-me");
    void textMe.send();
  }

  function addToShoppingList() {
    if (isWaitingForReader("shopping-list")) return;
    if (!viewerId) return signIn();
    if (addingRef.current) return;
    // A second click before the first add is answered (a double-click) adds nothing more.
    addingRef.current = true;
    setIsAddingToList(true);
    openShoppingList();
    addRecipeToShoppingList({ viewerId, recipe, servings })
      .then(({ outcome, wasOnList, servingsOnList }) => {
        if (outcome === "refused") return;
        if (outcome === "waiting") return notify.warning(offlineAddMessage(recipe.title));
        notify.success(addedMessage({ wasOnList, servings, servingsOnList }));
      }, showErrorToast)
      .finally(() => {
        addingRef.current = false;
        setIsAddingToList(false);
      });
  }

  return (
    <>
      <div className="recipe-actions" role="toolbar" aria-label="Recipe actions">
        <SaveControl recipe={recipe} isSignedIn={viewerId !== null} />
        <Link to={`/recipe/${recipe.id}/meal-plan`} className="button button--secondary">
          <CalendarPlus aria-hidden="true" size={18} />
          Add to meal plan
        </Link>
        {isTeaser ? null : (
          <>
            <button
              type="button"
              className="button button--secondary"
              aria-haspopup="dialog"
              aria-controls="shopping-list-panel"
              onClick={addToShoppingList}
              aria-busy={isAddingToList}
              aria-disabled={isAddingToList}
            >
              <ShoppingBasket aria-hidden="true" size={18} />
              Add to shopping list
            </button>
            <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={onCookMode}>
              <ChefHat aria-hidden="true" size={18} />
              Cook mode
            </button>
            <button type="button" className="button button--ghost" onClick={() => window.print()}>
              <Printer aria-hidden="true" size={18} />
              Print
            </button>
            <RecipeDownloads recipeId={recipe.id} />
          </>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={sendText}
          aria-busy={textMe.isSending}
          disabled={textMe.isSending}
        >
          <MessageSquare aria-hidden="true" size={18} />
          Text me
        </button>
      </div>
      {textMe.phoneRefusals > 0 ? <AddPhoneNote recipeId={recipe.id} refusals={textMe.phoneRefusals} /> : null}
    </>
  );
}

/**
 * Save: a signed-in cook's collections open in a menu right here; a visitor, or a page whose script
 * has not run, follows the link to Save Recipe (which sends a visitor to sign in first).
 */
function SaveControl({ recipe, isSignedIn }: { recipe: { id: string; title: string }; isSignedIn: boolean }) {
  const isHydrated = useHydrated();
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const label = (
    <>
      <Bookmark aria-hidden="true" size={18} />
      Save
    </>
  );
  if (!isHydrated || !isSignedIn) {
    return (
      <Link to={`/recipe/${recipe.id}/save`} className="button recipe-actions__primary">
        {label}
      </Link>
    );
  }
  const close: TCloseSaveMenu = ({ isFocusReturned = false } = {}) => {
    setIsOpen(false);
    if (isFocusReturned) button.current?.focus();
  };
  return (
    <span className="save-control">
      <button
        ref={button}
        type="button"
        className="button recipe-actions__primary"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void SaveMenu.preload()}
        onFocus={() => void SaveMenu.preload()}
        onClick={() => setIsOpen((open) => !open)}
      >
        {label}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <SaveMenu recipe={recipe} onClose={close} />
        </Suspense>
      ) : null}
    </span>
  );
}

/**
 * "Text me": the recipe's link by SMS to the viewer's verified phone. A plain request rather than a
 * query mutation: the recipe page loads no mutation code until a reader needs it.
 */
function useTextMe(recipe: { id: string; title: string }) {
  const [isSending, setIsSending] = useState(false);
  /** Presses refused for want of a verified phone: the note with the way to add one says so, alone. */
  const [phoneRefusals, setPhoneRefusals] = useState(0);
  async function send() {
    setIsSending(true);
    try {
      const { sentTo } = await callApi("POST /recipes/:id/text-me", { params: { id: recipe.id } });
      track("text me recipe", { recipe_id: recipe.id, recipe_title: recipe.title });
      setPhoneRefusals(0);
      notify.success(`Sent to ${sentTo}.`);
    } catch (error) {
      if (error instanceof ApiError && error.code === "BAD_REQUEST") setPhoneRefusals((count) => count + 1);
      else showErrorToast(error);
    } finally {
      setIsSending(false);
    }
  }
  return { isSending, send, phoneRefusals };
}

/**
 * Under the actions once "Text me" found no verified phone: why nothing was sent, and a link to
 * add one (the phone form, which comes back to this recipe). The link takes focus at each refused
 * press, so the next step is one key away, and describes itself with the note, so a screen reader
 * says why it is there.
 */
function AddPhoneNote({ recipeId, refusals }: { recipeId: string; refusals: number }) {
  const id = useId();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (refusals > 0) link.current?.focus();
  }, [refusals]);
  return (
    <p className="recipe-actions__note">
      <span id={id}>{noVerifiedPhoneText}</span>{" "}
      <Link
        ref={link}
        to={`/auth/verify?redirectTo=${encodeURIComponent(`/recipe/${recipeId}`)}`}
        aria-describedby={id}
      >
        Add a phone number
      </Link>
    </p>
  );
}

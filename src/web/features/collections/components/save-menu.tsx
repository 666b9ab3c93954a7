/**
 * The recipe page's Save menu: the cook's collections, each a checkbox that saves the recipe into
 * it or takes it out at once, and a new collection made on the spot. Loaded the first time it
 * opens, so the recipe page's script stays small; the Save Recipe page does the same without
 * JavaScript.
 */
import "#web/styles/components/save-menu.css";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FolderPlus, Lock, X } from "lucide-react";
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { collectionNameMaxLength } from "#core/collections/collection-limits.ts";
import { track } from "#web/lib/analytics.ts";
import { ApiError, callApi, type TApiResponse } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { formatRecipeCount, visibilityLabels } from "../visibility.ts";

type TMine = TApiResponse<"GET /collections/mine">;
type TMyCollection = TMine["items"][number];

/** `isFocusReturned`: the Save button gets the focus back (Escape, Close), not when focus left the menu itself. */
export type TCloseSaveMenu = (options?: { isFocusReturned?: boolean }) => void;

export function SaveMenu({ recipe, onClose }: { recipe: { id: string; title: string }; onClose: TCloseSaveMenu }) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const queryKey = ["collections", "mine", recipe.id];
  const mine = useQuery({
    queryKey,
    queryFn: ({ signal }) => callApi("GET /collections/mine", { query: { recipeId: recipe.id }, signal }),
    // Always asked afresh on opening: another tab or page may have changed them.
    staleTime: 0,
    placeholderData: undefined,
  });
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  /** A name that cannot be used is said in its field, and the focus goes back there from Create. */
  const refuseName = () => {
    setNameError("Name the collection.");
    nameField.current?.focus();
  };

  useCloseOnOutsideOrEscape(panel, onClose);
  // Into the menu on opening: its first choice, once the list is there.
  const isLoaded = mine.data !== undefined;
  useEffect(() => {
    if (isLoaded) panel.current?.querySelector<HTMLElement>("input")?.focus();
  }, [isLoaded]);

  function patchCollection(collectionId: string, change: Partial<TMyCollection>) {
    queryClient.setQueryData<TMine>(queryKey, (data) =>
      data ? { items: data.items.map((c) => (c.id === collectionId ? { ...c, ...change } : c)) } : data,
    );
  }

  const toggle = useMutation({
    mutationFn: ({ collection, isSaving }: { collection: TMyCollection; isSaving: boolean }) =>
      isSaving
        ? callApi("POST /recipes/:id/save", { params: { id: recipe.id }, body: { collectionId: collection.id } })
        : callApi("DELETE /recipes/:id/save", { params: { id: recipe.id }, query: { collectionId: collection.id } }),
    onMutate: ({ collection, isSaving }) =>
      patchCollection(collection.id, {
        containsRecipe: isSaving,
        recipeCount: collection.recipeCount + (isSaving ? 1 : -1),
      }),
    onSuccess: (_result, { collection, isSaving }) => {
      if (isSaving) trackSave(recipe, "collection");
      notify.success(isSaving ? `Saved to ${collection.name}.` : `Removed from ${collection.name}.`);
    },
    onError: (error, { collection }) => {
      patchCollection(collection.id, {
        containsRecipe: collection.containsRecipe,
        recipeCount: collection.recipeCount,
      });
      showErrorToast(error);
    },
  });

  const create = useMutation({
    mutationFn: (newCollectionName: string) =>
      callApi("POST /recipes/:id/save", { params: { id: recipe.id }, body: { newCollectionName } }),
    onSuccess: (result) => {
      trackSave(recipe, "new collection");
      notify.success(`Saved to ${result.collection.name}.`);
      setName("");
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "VALIDATION_FAILED") refuseName();
      else showErrorToast(error);
    },
  });

  function submitNew(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return refuseName();
    setNameError(null);
    create.mutate(trimmed);
  }

  return (
    <div ref={panel} className="save-menu" role="dialog" aria-labelledby={`${id}-title`}>
      <div className="save-menu__header">
        <h2 id={`${id}-title`} className="save-menu__title">
          Save to a collection
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Close"
          onClick={() => onClose({ isFocusReturned: true })}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
      {mine.isError ? (
        <p className="save-menu__note">We couldn't load your collections. Close this and try again.</p>
      ) : !mine.data ? (
        <p className="save-menu__note muted" role="status">
          Loading your collections…
        </p>
      ) : mine.data.items.length > 0 ? (
        <fieldset className="save-menu__list">
          <legend className="visually-hidden">Your collections</legend>
          {mine.data.items.map((collection) => (
            <label key={collection.id} className="save-menu__choice">
              <input
                type="checkbox"
                checked={collection.containsRecipe}
                onChange={(event) => toggle.mutate({ collection, isSaving: event.target.checked })}
              />
              <span className="save-menu__choice-text">
                <span className="save-menu__name">{collection.name}</span>
                <span className="muted save-menu__meta">
                  {formatRecipeCount(collection.recipeCount)}
                  {collection.visibility === "public" ? null : (
                    <>
                      {" · "}
                      <Lock aria-hidden="true" size={12} /> {visibilityLabels[collection.visibility]}
                    </>
                  )}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="save-menu__note muted">No collections yet. Name your first one below.</p>
      )}
      <form className="save-menu__new" onSubmit={submitNew} noValidate>
        <label htmlFor={`${id}-name`} className="field__label">
          New collection
        </label>
        <div className="save-menu__new-row">
          <input
            ref={nameField}
            id={`${id}-name`}
            className="input"
            value={name}
            maxLength={collectionNameMaxLength}
            placeholder="Weeknight dinners"
            autoComplete="off"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button" disabled={create.isPending} aria-busy={create.isPending}>
            <FolderPlus aria-hidden="true" size={18} />
            Create
          </button>
        </div>
        {nameError ? (
          <p id={`${id}-name-error`} className="field__error" role="alert">
            {nameError}
          </p>
        ) : null}
      </form>
      <Link to="/me" className="save-menu__footer">
        Your collections
      </Link>
    </div>
  );
}

/** Escape, or a click or focus outside the menu, closes it. */
function useCloseOnOutsideOrEscape(panel: RefObject<HTMLDivElement | null>, onClose: TCloseSaveMenu) {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") onClose({ isFocusReturned: true });
    }
    function onOutside(event: Event) {
      const target = event.target as Node | null;
      const toggle = panel.current?.parentElement;
      if (target && toggle && !toggle.contains(target)) onClose();
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [panel, onClose]);
}

/** The last step of the search funnel (search → recipe view → save). */
function trackSave(recipe: { id: string; title: string }, into: "collection" | "new collection") {
  track("save recipe success", { recipe_id: recipe.id, recipe_title: recipe.title, into });
}

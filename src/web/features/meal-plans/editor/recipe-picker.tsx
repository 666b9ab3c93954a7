/**
 * Choosing a recipe for a meal, or one to swap in: search everything, or pick from your saved
 * recipes or from the ones that fit the plan. A modal <dialog>: focus stays inside, Escape closes it
 * and focus goes back to the button that opened it.
 */
import { useQuery } from "@tanstack/react-query";
import { CookingPot, Lock, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import { formatMinutes } from "#web/features/recipes/format.ts";
import { callApi } from "#web/lib/api-client.ts";

type TSource = "search" | "saved" | "suggested";

const sources: { id: TSource; label: string }[] = [
  { id: "search", label: "Search" },
  { id: "saved", label: "Saved" },
  { id: "suggested", label: "Fits this plan" },
];

export function RecipePicker({
  mealPlanId,
  title,
  leaveOutRecipeId,
  isOpen,
  onPick,
  onClose,
}: {
  mealPlanId: string;
  /** "Add to Dinner, Monday" / "Swap Lentil soup". */
  title: string;
  /** The recipe being swapped out: picking it again would change nothing, so it is not offered. */
  leaveOutRecipeId?: string;
  isOpen: boolean;
  onPick: (recipe: TRecipeCard) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [source, setSource] = useState<TSource>("search");
  const [query, setQuery] = useState("");
  const [typed, setTyped] = useState("");

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  // Search when typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const results = useQuery({
    queryKey: ["meal-plan-picker", source, source === "search" ? query : mealPlanId],
    enabled: isOpen,
    staleTime: source === "search" ? 60_000 : 0,
    queryFn: async ({ signal }): Promise<TRecipeCard[]> => {
      if (source === "saved") return (await callApi("GET /meal-plans/saved-recipes", { query: {}, signal })).items;
      if (source === "suggested")
        return (await callApi("GET /meal-plans/:id/suggestions", { params: { id: mealPlanId }, query: {}, signal }))
          .items;
      return (await callApi("GET /search/recipes", { query: { q: query, pageSize: 12 }, signal })).items;
    },
  });
  const items = (results.data ?? []).filter((recipe) => recipe.id !== leaveOutRecipeId);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse extra; Escape and the close button are the keyboard paths.
    <dialog
      ref={dialog}
      className="recipe-picker"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="recipe-picker__inner">
        <div className="recipe-picker__header">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <fieldset className="recipe-picker__tabs">
          <legend className="visually-hidden">Where to look</legend>
          {sources.map((option) => (
            <label
              key={option.id}
              className="chip recipe-picker__tab"
              data-selected={source === option.id || undefined}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-source`}
                checked={source === option.id}
                onChange={() => setSource(option.id)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {source === "search" ? (
          <div className="field">
            <label htmlFor={`${id}-q`} className="visually-hidden">
              Search recipes
            </label>
            <input
              id={`${id}-q`}
              className="input"
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Search recipes: lentils, quick pasta…"
              autoComplete="off"
            />
          </div>
        ) : null}
        <div className="recipe-picker__results" aria-live="polite" aria-busy={results.isFetching || undefined}>
          {results.isError ? (
            <p className="muted">We couldn't load recipes. Try again in a moment.</p>
          ) : results.isPending ? (
            <p className="muted">Loading recipes…</p>
          ) : items.length === 0 ? (
            <p className="muted">
              {source === "saved"
                ? "No saved recipes yet: save recipes into collections and they show up here."
                : source === "suggested"
                  ? "Add a few recipes first and we'll suggest what goes with them."
                  : "No recipes match that search."}
            </p>
          ) : (
            <ul className="recipe-picker__list">
              {items.map((recipe) => (
                <li key={recipe.id}>
                  <button type="button" className="recipe-picker__item" onClick={() => onPick(recipe)}>
                    <span className="recipe-picker__media" aria-hidden="true">
                      {recipe.imageUrl ? (
                        <img src={recipe.imageUrl} alt="" width={64} height={48} loading="lazy" />
                      ) : (
                        <CookingPot size={20} />
                      )}
                    </span>
                    <span className="recipe-picker__text">
                      <span className="recipe-picker__title">{recipe.title}</span>
                      <span className="recipe-picker__meta muted">
                        {recipe.isPaywalled ? (
                          <>
                            <Lock aria-hidden="true" size={12} /> Subscribers ·{" "}
                          </>
                        ) : null}
                        {[recipe.author?.name, recipe.totalMinutes ? formatMinutes(recipe.totalMinutes) : null]
                          .filter(Boolean)
                          .join(" · ")}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </dialog>
  );
}

/**
 * The recipe editor's "Your notes" section, on a recipe that brought the cook's own rating, notes
 * or tags from the app they moved in from: changed with the recipe, saved when it is (one call
 * after the recipe's own), cleared to remove them. Only the recipe's author ever opens the editor.
 */
import { useMutation } from "@tanstack/react-query";
import { Lock, Trash2 } from "lucide-react";
import type { TKeptDetailsView } from "#core/moving-in/kept-details.schema.ts";
import { StarInput } from "#web/features/recipes/components/star-input.tsx";
import { EditorSection } from "#web/features/recipes/editor/editor-sections.tsx";
import { callApi } from "#web/lib/api-client.ts";

export interface TKeptDetailsDraft {
  rating: number | null;
  notes: string;
  /** As typed: tags separated by commas. */
  tags: string;
}

export function draftOfKept(kept: TKeptDetailsView): TKeptDetailsDraft {
  return { rating: kept.rating, notes: kept.notes ?? "", tags: kept.tags.join(", ") };
}

export function isSameKept(draft: TKeptDetailsDraft, kept: TKeptDetailsView): boolean {
  const original = draftOfKept(kept);
  return draft.rating === original.rating && draft.notes === original.notes && draft.tags === original.tags;
}

/** Saves (or, all empty, removes) the kept details of the cook's recipe. */
export function useSaveKeptDetails() {
  return useMutation({
    mutationFn: ({ recipeId, draft }: { recipeId: string; draft: TKeptDetailsDraft }) =>
      callApi("PUT /recipes/:id/kept-details", {
        params: { id: recipeId },
        body: {
          rating: draft.rating,
          notes: draft.notes.trim() || null,
          tags: draft.tags
            .split(",")
            .map((tag) => tag.trim())
            .filter(Boolean),
        },
      }),
  });
}

export function KeptDetailsFields({
  draft,
  fromApp,
  onChange,
}: {
  draft: TKeptDetailsDraft;
  fromApp: string | null;
  onChange: (draft: TKeptDetailsDraft) => void;
}) {
  const isEmpty = draft.rating === null && !draft.notes.trim() && !draft.tags.trim();
  return (
    <div id="kept-details">
      <EditorSection title="Your notes">
        <p className="field__hint muted kept-fields__private">
          <Lock aria-hidden="true" size={14} />
          Only you see these{fromApp ? `: your rating, tags and notes from ${fromApp}` : ""}. They're saved with the
          recipe.
        </p>
        <div className="kept-fields__rating">
          <StarInput
            name="keptRating"
            legend="Your rating"
            value={draft.rating ?? 0}
            onChange={(rating) => onChange({ ...draft, rating })}
          />
          {draft.rating !== null ? (
            <button type="button" className="button button--ghost" onClick={() => onChange({ ...draft, rating: null })}>
              No rating
            </button>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="field-kept-tags">
            Your tags
          </label>
          <input
            id="field-kept-tags"
            className="input"
            value={draft.tags}
            maxLength={3000}
            placeholder="Weeknight, Freezer friendly"
            aria-describedby="field-kept-tags-hint"
            onChange={(event) => onChange({ ...draft, tags: event.target.value })}
          />
          <p id="field-kept-tags-hint" className="field__hint muted">
            Separate several with commas.
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="field-kept-notes">
            Your notes
          </label>
          <textarea
            id="field-kept-notes"
            className="input textarea"
            rows={4}
            maxLength={10_000}
            value={draft.notes}
            onChange={(event) => onChange({ ...draft, notes: event.target.value })}
          />
        </div>
        {isEmpty ? (
          <p className="field__hint muted" role="status">
            Emptied: they'll be removed when you save.
          </p>
        ) : (
          <button
            type="button"
            className="button button--ghost kept-fields__remove"
            onClick={() => onChange({ rating: null, notes: "", tags: "" })}
          >
            <Trash2 aria-hidden="true" size={16} />
            Remove your notes
          </button>
        )}
      </EditorSection>
    </div>
  );
}

/** The page around the recipe editor: heading, and the notices for an autosaved draft. */
import { ArrowLeft, History } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { showErrorToast } from "#web/lib/errors.ts";
import { discardRecipeDraft } from "../api.ts";
import { useHydrated } from "../use-hydrated.ts";
import type { TEditorPageData } from "./editor-page.server.ts";
import { RecipeEditor, type TEditorMode } from "./recipe-editor.tsx";
import { editorStateFromDraft, editorStateFromRecipe, emptyEditorState, type TEditorState } from "./recipe-form.ts";

const headings: Record<TEditorMode, string> = {
  create: "Add a recipe",
  edit: "Edit recipe",
  draft: "Edit draft",
};

export function EditorPage({ mode, data }: { mode: TEditorMode; data: TEditorPageData }) {
  const { recipe, draft, canPaywall } = data;
  const isHydrated = useHydrated();
  const fromRecipe = useMemo(() => (recipe ? editorStateFromRecipe(recipe) : emptyEditorState()), [recipe]);
  // Adding: the autosave is simply where the cook left off. Editing: it is offered, not imposed.
  const [initial, setInitial] = useState<{ state: TEditorState; version: number }>(() => ({
    state: draft && !recipe ? editorStateFromDraft(draft.data) : fromRecipe,
    version: 0,
  }));
  const [draftNotice, setDraftNotice] = useState(draft !== null);
  const savedAt =
    draft && isHydrated
      ? new Date(draft.updatedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
      : null;
  const draftKey = recipe?.id ?? "new";

  const replace = (state: TEditorState) => setInitial((current) => ({ state, version: current.version + 1 }));
  async function discard(next: TEditorState) {
    try {
      await discardRecipeDraft(draftKey);
    } catch (error) {
      showErrorToast(error);
      return;
    }
    setDraftNotice(false);
    replace(next);
  }

  let notice = null;
  if (draftNotice && draft) {
    notice = recipe ? (
      <div className="editor-notice" role="status">
        <History aria-hidden="true" size={20} />
        <p>You have changes you didn't save{savedAt ? ` (${savedAt})` : ""}.</p>
        <div className="editor-notice__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraftNotice(false);
              replace(editorStateFromDraft(draft.data));
            }}
          >
            Restore them
          </button>
          <button type="button" className="button button--ghost" onClick={() => void discard(fromRecipe)}>
            Discard
          </button>
        </div>
      </div>
    ) : (
      <div className="editor-notice" role="status">
        <History aria-hidden="true" size={20} />
        <p>We kept the recipe you were writing{savedAt ? ` (saved ${savedAt})` : ""}.</p>
        <div className="editor-notice__actions">
          <button type="button" className="button button--ghost" onClick={() => void discard(emptyEditorState())}>
            Start over
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="page editor-page">
      <div className="editor-page__head">
        {recipe ? (
          <Link to={`/recipe/${recipe.id}`} className="form-page__back">
            <ArrowLeft aria-hidden="true" size={18} />
            {recipe.title}
          </Link>
        ) : null}
        <h1>{headings[mode]}</h1>
        {mode === "draft" ? (
          <p className="muted">
            Drafts are only visible to you. Under “Who can see it”, choose who gets it when it's ready.
          </p>
        ) : mode === "create" ? (
          <p className="muted">
            Found it online? <Link to="/recipe/import">Import it from a link</Link> instead.
          </p>
        ) : null}
      </div>
      <RecipeEditor
        mode={mode}
        recipeId={recipe?.id}
        initialState={initial.state}
        stateVersion={initial.version}
        currentImageUrl={recipe?.imageUrl ?? null}
        canPaywall={canPaywall}
        notice={notice}
      />
    </div>
  );
}

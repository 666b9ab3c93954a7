/**
 * Add Recipe, Submit Edit Recipe and a creator's draft: the recipe form with its heading, the
 * notices for an autosaved draft, the photo upload and where a saved recipe goes.
 */
import { ArrowLeft, History } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { TKeptDetailsView } from "#core/moving-in/kept-details.schema.ts";
import type { TRecipeDraftData, TRecipeInput } from "#core/recipes/recipe-input.schema.ts";
import type { TRecipeEditorData } from "#core/recipes/recipe-view.schema.ts";
import { EditConflictNotice } from "#web/components/edit-conflict-notice.tsx";
import {
  draftOfKept,
  isSameKept,
  KeptDetailsFields,
  useSaveKeptDetails,
} from "#web/features/moving-in/kept-details-fields.tsx";
import { track } from "#web/lib/analytics.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { useHydrated } from "../use-hydrated.ts";
import type { TVisibilityOption } from "./editor-bar.tsx";
import { ImageField } from "./image-field.tsx";
import { useDiscardRecipeDraft, useSaveRecipe, useSaveRecipeDraft, useUploadRecipeImage } from "./mutations.ts";
import { RecipeEditor } from "./recipe-editor.tsx";
import {
  editorStateFromDraft,
  editorStateFromRecipe,
  emptyEditorState,
  type TEditorState,
  toDraftData,
} from "./recipe-form.ts";
import { useRecipeEditor } from "./use-recipe-editor.ts";

export type TEditorMode = "create" | "edit" | "draft";

const headings: Record<TEditorMode, string> = {
  create: "Add a recipe",
  edit: "Edit recipe",
  draft: "Edit draft",
};

const visibilityOptions: readonly TVisibilityOption[] = [
  { value: "public", label: "Public", detail: "Anyone can find and cook it." },
  { value: "private", label: "Private", detail: "Only you can see it." },
  { value: "draft", label: "Draft", detail: "Only you, while you're still working on it." },
  {
    value: "paywalled",
    label: "Subscribers only",
    detail: "Your subscribers get it all; everyone else sees a teaser.",
  },
];

function submitLabelFor(mode: TEditorMode, state: TEditorState): string {
  if (state.visibility === "draft") return "Save draft";
  return mode === "create" ? "Add recipe" : mode === "draft" ? "Publish" : "Save changes";
}

export function EditorPage({
  mode,
  data,
  kept = null,
  footer = null,
}: {
  mode: TEditorMode;
  data: TRecipeEditorData;
  /** The author's rating, notes and tags kept from the app they moved in from, when the recipe has any. */
  kept?: TKeptDetailsView | null;
  /** Below the form: deleting the recipe, when editing one. */
  footer?: ReactNode;
}) {
  const { recipe, draft, canPaywall } = data;
  const navigate = useNavigate();
  const draftKey = recipe?.id ?? "new";
  const fromRecipe = useMemo(() => (recipe ? editorStateFromRecipe(recipe) : emptyEditorState()), [recipe]);
  const [image, setImage] = useState<{ file: File | null; error?: string }>({ file: null });
  const saveRecipe = useSaveRecipe(recipe?.id);
  const uploadImage = useUploadRecipeImage();
  const [keptDraft, setKeptDraft] = useState(() => (kept ? draftOfKept(kept) : null));
  const saveKept = useSaveKeptDetails();

  /** The recipe was saved elsewhere after this page opened: the cook chooses whose version wins. */
  const [hasConflict, setHasConflict] = useState(false);

  async function save(input: TRecipeInput, intent: string) {
    const expectedUpdatedAt =
      recipe && intent !== overwriteIntent ? new Date(recipe.updatedAt).toISOString() : undefined;
    const saved = await saveRecipe.mutateAsync({ input, expectedUpdatedAt });
    setHasConflict(false);
    if (image.file) {
      try {
        await uploadImage.mutateAsync({ recipeId: saved.id, file: image.file });
      } catch {
        notify.warning("The recipe is saved, but the photo didn't upload. Try it again from Edit.");
      }
    }
    if (kept && keptDraft && !isSameKept(keptDraft, kept)) {
      try {
        await saveKept.mutateAsync({ recipeId: saved.id, draft: keptDraft });
      } catch {
        notify.warning("The recipe is saved, but your notes didn't. Try them again from Edit.");
      }
    }
    if (mode === "create") {
      track("add recipe success", { recipe_id: saved.id, recipe_title: saved.title });
      notify.success("Recipe added.");
    } else {
      notify.success(input.visibility === "draft" ? "Draft saved." : "Changes saved.");
    }
    navigate(`/recipe/${saved.id}`);
  }

  const editor = useRecipeEditor({
    // Adding: the autosave is simply where the cook left off. Editing: it is offered, not imposed.
    initialState: () => (draft && !recipe ? editorStateFromDraft(draft.data) : fromRecipe),
    draftKey,
    onSubmit: save,
    onError: (error) => {
      if (error instanceof ApiError && error.code === "EDIT_CONFLICT") setHasConflict(true);
      else showErrorToast(error);
    },
  });
  const shownVisibility = visibilityOptions.filter(
    (option) => option.value !== "paywalled" || canPaywall || editor.state.visibility === "paywalled",
  );

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
        editor={editor}
        parts={{
          notice: (
            <>
              {draft ? (
                <DraftNotice
                  draftKey={draftKey}
                  savedAt={draft.updatedAt}
                  isEditing={recipe !== null}
                  onRestore={() => editor.replace(editorStateFromDraft(draft.data))}
                  onDiscard={() => editor.replace(fromRecipe)}
                />
              ) : null}
              {hasConflict ? (
                <ConflictNotice
                  draftKey={draftKey}
                  state={editor.state}
                  isSaving={editor.isSubmitting}
                  onOverwrite={() => void editor.submit(overwriteIntent)}
                />
              ) : null}
            </>
          ),
          photo: (
            <ImageField
              currentUrl={recipe?.imageUrl ?? null}
              file={image.file}
              error={image.error}
              onFile={(file, error) => setImage({ file, error })}
            />
          ),
          visibilityOptions: shownVisibility,
          hasSourceFields: true,
          privateSection:
            kept && keptDraft ? (
              <KeptDetailsFields draft={keptDraft} fromApp={kept.fromApp} onChange={setKeptDraft} />
            ) : null,
          submitLabel: submitLabelFor(mode, editor.state),
          secondaryAction: (
            <Link to={recipe ? `/recipe/${recipe.id}` : "/"} className="button button--ghost">
              Cancel
            </Link>
          ),
        }}
      />
      {footer}
    </div>
  );
}

/** The submit intent that saves over a version of the recipe saved after the page opened. */
const overwriteIntent = "overwrite";

/**
 * The recipe was saved in another tab or on another device after this form opened, so this save
 * was refused rather than undo that one. The cook saves theirs over it, or opens the newer version
 * with their changes kept as the autosave the page then offers to restore.
 */
function ConflictNotice({
  draftKey,
  state,
  isSaving,
  onOverwrite,
}: {
  draftKey: string;
  state: TEditorState;
  isSaving: boolean;
  onOverwrite: () => void;
}) {
  const saveDraft = useSaveRecipeDraft();

  async function openNewer() {
    try {
      // Saved now, the autosave is newer than the other save, so the reloaded page offers it.
      await saveDraft.mutateAsync({ draftKey, data: toDraftData(state) as TRecipeDraftData });
    } catch (error) {
      showErrorToast(error);
      return;
    }
    window.location.reload();
  }

  return (
    <EditConflictNotice
      message="This recipe was changed in another tab or on another device since you opened it. Your changes aren't saved yet: save them over it, or open the newer version and restore them there."
      saveMine={{ onSave: onOverwrite, isSaving }}
      openNewer={{ onOpen: () => void openNewer(), isOpening: saveDraft.isPending }}
    />
  );
}

/**
 * An autosave the page opened with. Editing: restore it or discard it. Adding: the form already
 * holds it; starting over discards it.
 */
function DraftNotice({
  draftKey,
  savedAt,
  isEditing,
  onRestore,
  onDiscard,
}: {
  draftKey: string;
  savedAt: Date;
  isEditing: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const isHydrated = useHydrated();
  const [isShown, setIsShown] = useState(true);
  const discardDraft = useDiscardRecipeDraft(draftKey);
  if (!isShown) return null;
  const when = isHydrated
    ? new Date(savedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
    : null;

  async function discard() {
    try {
      await discardDraft.mutateAsync();
    } catch (error) {
      showErrorToast(error);
      return;
    }
    setIsShown(false);
    onDiscard();
  }

  return (
    <div className="editor-notice" role="status">
      <History aria-hidden="true" size={20} />
      {isEditing ? (
        <>
          <p>You have changes you didn't save{when ? ` (${when})` : ""}.</p>
          <div className="editor-notice__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setIsShown(false);
                onRestore();
              }}
            >
              Restore them
            </button>
            <button type="button" className="button button--ghost" onClick={() => void discard()}>
              Discard
            </button>
          </div>
        </>
      ) : (
        <>
          <p>We kept the recipe you were writing{when ? ` (saved ${when})` : ""}.</p>
          <div className="editor-notice__actions">
            <button type="button" className="button button--ghost" onClick={() => void discard()}>
              Start over
            </button>
          </div>
        </>
      )}
    </div>
  );
}

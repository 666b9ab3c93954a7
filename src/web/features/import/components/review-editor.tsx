/**
 * The import review: the recipe read from a page, in the recipe editor, with where it came from,
 * an earlier import of the same page, what needs a look, and how each ingredient line was read.
 * Saving creates the recipe (or uses the earlier import) and opens it.
 */
import { CircleAlert, ExternalLink } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { TRecipeInput } from "#core/recipes/recipe-input.schema.ts";
import type { TVisibilityOption } from "#web/features/recipes/editor/editor-bar.tsx";
import { RecipeEditor } from "#web/features/recipes/editor/recipe-editor.tsx";
import { useRecipeEditor } from "#web/features/recipes/editor/use-recipe-editor.ts";
import { hostOf } from "#web/lib/host.ts";
import { notify } from "#web/lib/toast.ts";
import { describeImportFailure, type TImportFailure, trackImportFailure } from "../messages.ts";
import { type TImportPreview, useSaveImport } from "../mutations.ts";
import {
  checkLines,
  editorStateFromImport,
  findReviewProblems,
  savedMessage,
  toImportSaveBody,
} from "../review-form.ts";
import { ImportPhoto } from "./import-photo.tsx";
import { LineCheck } from "./line-check.tsx";

const visibilityOptions: readonly TVisibilityOption[] = [
  { value: "private", label: "Only me", detail: "Imported recipes are private." },
  { value: "public", label: "Everyone", detail: "With credit and a link to the original." },
];

export function ReviewEditor({ preview, onStartOver }: { preview: TImportPreview; onStartOver: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const { source, existing, draft } = preview;
  const [keepImage, setKeepImage] = useState(draft.imageUrl !== null);
  const [failure, setFailure] = useState<TImportFailure | null>(null);
  const saveImport = useSaveImport();

  async function save(input: TRecipeInput, intent: string) {
    setFailure(null);
    // Saving over an earlier import makes your own copy, unless you chose to use theirs.
    const onExisting = existing && intent !== "use" ? "copy" : "use";
    const result = await saveImport.mutateAsync(toImportSaveBody(input, preview, { keepImage, onExisting }));
    notify.success(savedMessage(result));
    navigate(`/recipe/${result.recipeId}`);
  }

  const editor = useRecipeEditor({
    initialState: () => editorStateFromImport(draft),
    draftKey: null,
    onSubmit: save,
    onError: (error) => {
      const described = describeImportFailure(error);
      trackImportFailure(described, preview.kind, source.url ?? undefined);
      setFailure(described);
    },
  });
  const problems = findReviewProblems(editor.state);

  return (
    <div className="import-review">
      <RecipeEditor
        editor={editor}
        parts={{
          labelledBy: `${id}-heading`,
          notice: (
            <>
              <ReviewHeader headingId={`${id}-heading`} source={source} />
              {existing ? (
                <ExistingNotice existing={existing} isSaving={editor.isSubmitting} onUse={() => editor.submit("use")} />
              ) : null}
              {problems.length > 0 ? (
                <section className="import-problems" aria-labelledby={`${id}-problems`}>
                  <h3 id={`${id}-problems`}>
                    <CircleAlert size={20} aria-hidden="true" className="import-problems__icon" />
                    {problems.length === 1 ? "1 thing to check" : `${problems.length} things to check`}
                  </h3>
                  <ul>
                    {problems.map((problem) => (
                      <li key={`${problem.field}-${problem.message}`}>
                        <a href={`#field-${problem.field}`} className="page-link">
                          {problem.message}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          ),
          photo: <ImportPhoto imageUrl={draft.imageUrl} isKept={keepImage} onKeep={setKeepImage} />,
          visibilityOptions,
          hasSourceFields: false,
          ingredientGroupFooter: (group) => <LineCheck checks={checkLines(group)} />,
          failure: failure ? (
            <div className="import-error" role="alert">
              <h3>{failure.title}</h3>
              <p>{failure.text}</p>
            </div>
          ) : null,
          submitLabel: existing ? "Save my own copy" : "Save recipe",
          secondaryAction: (
            <button type="button" className="button button--ghost" onClick={onStartOver}>
              Start over
            </button>
          ),
        }}
      />
    </div>
  );
}

function ReviewHeader({ headingId, source }: { headingId: string; source: TImportPreview["source"] }) {
  const link = source.canonicalUrl ?? source.url;
  // The review replaces the form that started it: the keyboard starts again from its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <header className="import-review__header">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Check the recipe
      </h2>
      {link || source.siteName || source.author ? (
        <p className="import-source">
          From{" "}
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="page-link">
              {source.siteName ?? hostOf(link)}
              <ExternalLink size={14} aria-hidden="true" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <strong>{source.siteName}</strong>
          )}
          {source.author ? <> · by {source.author}</> : null}
        </p>
      ) : (
        <p className="import-source">From the text you pasted.</p>
      )}
      <p className="import-review__hint muted">
        Fix anything that looks off, then save. We keep the link to the original and credit its author.
      </p>
    </header>
  );
}

function ExistingNotice({
  existing,
  isSaving,
  onUse,
}: {
  existing: NonNullable<TImportPreview["existing"]>;
  isSaving: boolean;
  onUse: () => void;
}) {
  return (
    <div className="import-notice" role="status">
      {existing.isOwn ? (
        <>
          <p>
            <strong>You imported this page before:</strong> {existing.title}.
          </p>
          <Link to={`/recipe/${existing.recipeId}`} className="page-button page-button--secondary">
            Open your recipe
          </Link>
        </>
      ) : (
        <>
          <p>
            <strong>Already on Ladle:</strong> {existing.title}
            {existing.author ? <>, shared by {existing.author.name || `@${existing.author.username}`}</> : null}.
          </p>
          <button
            type="button"
            className="page-button page-button--secondary"
            onClick={onUse}
            aria-disabled={isSaving || undefined}
          >
            Save theirs to your collection
          </button>
        </>
      )}
    </div>
  );
}

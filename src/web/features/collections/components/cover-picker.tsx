/**
 * Edit Collection's cover: the first recipe's photo, one recipe's photo, or a photo of the owner's
 * own. The choice is a field of the page's form (`cover`: "auto", "recipe:<id>" or "upload");
 * uploading a photo needs the page's script and happens at once (`PUT /api/collections/:id/cover`).
 */
import { useMutation } from "@tanstack/react-query";
import { FolderHeart, ImagePlus } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { TCollectionEditor } from "#core/collections/collection.schema.ts";
import { useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";

const photoTypes = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
const photoMaxBytes = 8 * 1024 * 1024;

function choiceOf(editor: Pick<TCollectionEditor, "coverSource" | "coverRecipeId">): string {
  if (editor.coverSource === "recipe" && editor.coverRecipeId) return `recipe:${editor.coverRecipeId}`;
  return editor.coverSource === "upload" ? "upload" : "auto";
}

export function CoverPicker({
  editor,
  error,
  postedChoice,
}: {
  editor: TCollectionEditor;
  error?: string;
  /** The choice the cook posted, when the page shows their refused save again. */
  postedChoice?: string;
}) {
  const id = useId();
  const isHydrated = useHydrated();
  const revalidator = useRevalidator();
  const [choice, setChoice] = useState(() => postedChoice ?? choiceOf(editor));
  const [fileError, setFileError] = useState<string | null>(null);
  // A new saved choice (an upload, a save) replaces the one shown; the first render's stays.
  const savedChoice = choiceOf(editor);
  const shownSavedChoice = useRef(savedChoice);
  useEffect(() => {
    if (shownSavedChoice.current === savedChoice) return;
    shownSavedChoice.current = savedChoice;
    setChoice(savedChoice);
  }, [savedChoice]);

  const upload = useMutation({
    mutationFn: (file: File) => callApi("PUT /collections/:id/cover", { params: { id: editor.id }, body: file }),
    onSuccess: () => {
      notify.success("Cover photo updated.");
      setChoice("upload");
      revalidator.revalidate();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === "UNSUPPORTED_MEDIA_TYPE") {
        setFileError("We couldn't read that file as a photo. Use a JPEG, PNG, WebP, GIF or AVIF.");
      } else showErrorToast(failure);
    },
  });

  const photos = editor.recipes.filter((recipe) => recipe.imageUrl);
  const uploadedUrl = editor.coverSource === "upload" ? editor.cover?.url : null;
  const previewUrl =
    choice === "upload"
      ? uploadedUrl
      : choice.startsWith("recipe:")
        ? photos.find((recipe) => `recipe:${recipe.id}` === choice)?.imageUrl
        : photos[0]?.imageUrl;

  return (
    <fieldset className="cover-picker" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="field__label">Cover</legend>
      <div className="cover-picker__preview">
        {previewUrl ? (
          <img src={previewUrl} alt="" width={400} height={300} />
        ) : (
          <FolderHeart aria-hidden="true" size={48} strokeWidth={1.25} />
        )}
      </div>
      <div className="cover-picker__choices">
        <CoverOption value="auto" choice={choice} onChoose={setChoice} className="cover-option--text">
          <span>First recipe's photo</span>
        </CoverOption>
        {uploadedUrl ? (
          <CoverOption value="upload" choice={choice} onChoose={setChoice} imageUrl={uploadedUrl} label="Your photo" />
        ) : null}
        {photos.map((recipe) => (
          <CoverOption
            key={recipe.id}
            value={`recipe:${recipe.id}`}
            choice={choice}
            onChoose={setChoice}
            imageUrl={recipe.imageUrl}
            label={recipe.title}
          />
        ))}
      </div>
      {isHydrated ? (
        <div className="cover-picker__upload">
          <input
            id={`${id}-file`}
            className="cover-picker__file"
            type="file"
            accept={photoTypes.join(",")}
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              event.target.value = "";
              setFileError(null);
              if (!file) return;
              if (!photoTypes.includes(file.type)) setFileError("Choose a JPEG, PNG, WebP, GIF or AVIF photo.");
              else if (file.size > photoMaxBytes) setFileError("That photo is over 8 MB. Choose a smaller one.");
              else upload.mutate(file);
            }}
          />
          <label htmlFor={`${id}-file`} className="button button--secondary" aria-busy={upload.isPending}>
            <ImagePlus aria-hidden="true" size={18} />
            {upload.isPending ? "Uploading…" : "Upload a photo"}
          </label>
        </div>
      ) : null}
      <p id={`${id}-hint`} className="field__hint muted">
        Pick a recipe's photo{isHydrated ? ", or upload your own (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB)" : ""}.
        Landscape looks best.
      </p>
      {fileError || error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {fileError ?? error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One way to make the cover: a radio of the form's `cover` field, shown as a thumbnail or a word. */
function CoverOption({
  value,
  choice,
  onChoose,
  imageUrl,
  label,
  className = "",
  children,
}: {
  value: string;
  choice: string;
  onChoose: (value: string) => void;
  imageUrl?: string | null;
  /** The accessible name of a thumbnail. */
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <label className={`cover-option ${className}`.trim()} title={label}>
      <input type="radio" name="cover" value={value} checked={choice === value} onChange={() => onChoose(value)} />
      {imageUrl ? <img src={imageUrl} alt="" width={96} height={72} loading="lazy" /> : null}
      {label ? <span className="visually-hidden">{label}</span> : null}
      {children}
    </label>
  );
}

/**
 * The recipe photo: chosen here, previewed at once, uploaded after the recipe is saved
 * (POST /api/recipes/:id/image needs the recipe to exist).
 */
import { CookingPot, ImagePlus, X } from "lucide-react";
import { useEffect, useState } from "react";

export const imageTypes = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
export const imageMaxBytes = 8 * 1024 * 1024;

export function ImageField({
  currentUrl,
  file,
  error,
  onFile,
}: {
  currentUrl: string | null;
  file: File | null;
  error?: string;
  onFile: (file: File | null, error?: string) => void;
}) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = previewUrl ?? currentUrl;

  return (
    <div className="image-field">
      <div className="image-field__preview">
        {shown ? (
          <img src={shown} alt="" width={320} height={240} />
        ) : (
          <span className="image-field__empty" aria-hidden="true">
            <CookingPot size={40} strokeWidth={1.25} />
          </span>
        )}
      </div>
      <div className="image-field__controls">
        <input
          id="field-image"
          className="image-field__input"
          type="file"
          accept={imageTypes.join(",")}
          aria-describedby="field-image-hint"
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = "";
            if (!chosen) return;
            if (!imageTypes.includes(chosen.type)) onFile(null, "Choose a JPEG, PNG, WebP, GIF or AVIF image.");
            else if (chosen.size > imageMaxBytes) onFile(null, "That photo is over 8 MB. Choose a smaller one.");
            else onFile(chosen);
          }}
        />
        <label htmlFor="field-image" className="button button--secondary image-field__choose">
          <ImagePlus aria-hidden="true" size={18} />
          {shown ? "Choose another photo" : "Choose a photo"}
        </label>
        {file ? (
          <button type="button" className="button button--ghost" onClick={() => onFile(null)}>
            <X aria-hidden="true" size={18} />
            Don't use this photo
          </button>
        ) : null}
        <p id="field-image-hint" className="field__hint muted">
          {file
            ? `${file.name}: uploads when you save.`
            : "JPEG, PNG, WebP, GIF or AVIF, up to 8 MB. Landscape looks best."}
        </p>
        {error ? <p className="field__error">{error}</p> : null}
      </div>
    </div>
  );
}

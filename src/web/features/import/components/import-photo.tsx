/**
 * The import review's photo: the page's own, shown when the page's address lets us (the site's CSP
 * lets https images through; others are fetched only when saving), kept or left out.
 */
import { ImageOff } from "lucide-react";
import { useState } from "react";

export function ImportPhoto({
  imageUrl,
  isKept,
  onKeep,
}: {
  imageUrl: string | null;
  isKept: boolean;
  onKeep: (isKept: boolean) => void;
}) {
  const [isBroken, setIsBroken] = useState(false);
  if (!imageUrl) return <p className="field__hint muted">No photo on the page. You can add one after saving.</p>;
  const canShow = imageUrl.startsWith("https://") && !isBroken;
  return (
    <div className="image-field">
      <div className="image-field__preview">
        {canShow ? (
          <img
            src={imageUrl}
            alt="From the recipe page"
            width={320}
            height={240}
            referrerPolicy="no-referrer"
            onError={() => setIsBroken(true)}
          />
        ) : (
          <span className="image-field__empty" aria-hidden="true">
            <ImageOff size={40} strokeWidth={1.25} />
          </span>
        )}
      </div>
      <div className="image-field__controls">
        <label className="import-check">
          <input type="checkbox" checked={isKept} onChange={(event) => onKeep(event.target.checked)} />
          Keep this photo
        </label>
        <p className="field__hint muted">
          {canShow
            ? "We store it with the recipe when you save."
            : "We can't show a preview, but we'll fetch the photo when you save."}
        </p>
      </div>
    </div>
  );
}

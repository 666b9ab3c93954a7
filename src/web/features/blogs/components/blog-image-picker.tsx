import { Camera, ImageIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { blogImageContentTypes, blogImageMaxBytes, type TBlogImageKind } from "#core/blogs/blog-limits.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";
import { notify } from "#web/lib/toast.ts";

const labels: Record<TBlogImageKind, { title: string; hint: string }> = {
  avatar: { title: "Blog avatar", hint: "Square works best; shown round beside your blog's name." },
  banner: { title: "Banner", hint: "A wide photo across the top of your blog (cropped to 10:3)." },
};

/** Picks an avatar or banner and uploads it at once; the page shows the new one when it is stored. */
export function BlogImagePicker({ kind, url }: { kind: TBlogImageKind; url: string | null }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const { title, hint } = labels[kind];

  async function upload(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = "";
    setError(null);
    if (!file) return;
    if (!blogImageContentTypes.includes(file.type)) return setError("Choose a JPEG, PNG, WebP, GIF or AVIF image.");
    if (file.size > blogImageMaxBytes) return setError("That image is over 8 MB. Choose a smaller one.");
    setBusy(true);
    try {
      await callApi("PUT /blogs/mine/:kind", { params: { kind }, body: file });
      notify.success(kind === "avatar" ? "Avatar updated." : "Banner updated.");
      await revalidator.revalidate();
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.status === 415
          ? "We couldn't read that image. Try a JPEG, PNG, WebP, GIF or AVIF."
          : "We couldn't upload that image. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`blog-image-picker blog-image-picker--${kind}`}>
      <div className="blog-image-picker__preview">
        {url ? (
          <img src={url} alt="" width={kind === "avatar" ? 96 : 320} height={96} />
        ) : (
          <ImageIcon aria-hidden="true" size={28} />
        )}
      </div>
      <div className="blog-image-picker__text">
        <p className="field__label" id={`${id}-label`}>
          {title}
        </p>
        <p className="field__hint muted" id={`${id}-hint`}>
          {hint}
        </p>
        <input
          ref={input}
          type="file"
          accept={blogImageContentTypes.join(",")}
          onChange={upload}
          hidden
          aria-labelledby={`${id}-label`}
        />
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => input.current?.click()}
          disabled={isBusy}
          aria-busy={isBusy}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        >
          <Camera aria-hidden="true" size={16} />
          {isBusy ? "Uploading…" : url ? `Change ${kind}` : `Add ${kind === "avatar" ? "an avatar" : "a banner"}`}
        </button>
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

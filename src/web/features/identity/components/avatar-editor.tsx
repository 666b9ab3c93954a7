/** Profile photo: pick an image, see it, then upload it (the server crops it to 256×256 WebP). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Camera } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { avatarContentTypes, avatarMaxBytes } from "#core/identity/avatar.ts";
import type { TProfile } from "#core/identity/profile.schema.ts";
import { Avatar } from "#web/components/shell/account-menu.tsx";
import { callApi } from "#web/lib/api-client.ts";
import { ApiError, isRateLimitError, showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { updateCachedProfile } from "../queries.ts";
import { BusyButton, FieldError } from "./fields.tsx";

export function AvatarEditor({ profile }: { profile: Pick<TProfile, "id" | "name" | "avatar_url"> }) {
  const id = useId();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** After a save the "Change photo" button comes back; keyboard focus goes to it. */
  const shouldFocusChoose = useRef(false);

  useEffect(() => {
    if (!file && shouldFocusChoose.current) {
      shouldFocusChoose.current = false;
      chooseButton.current?.focus();
    }
  }, [file]);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = "";
    setError(null);
    if (!picked) return;
    // A refused file also drops the one picked before it: "Save photo" never sends a file the
    // message on screen is not about.
    if (!avatarContentTypes.includes(picked.type)) {
      setFile(null);
      return setError("Choose a JPEG, PNG, WebP, GIF or AVIF image.");
    }
    if (picked.size > avatarMaxBytes) {
      setFile(null);
      return setError("That image is over 5 MB. Choose a smaller one.");
    }
    setFile(picked);
  }

  // The image is the body; the server crops it to a 256×256 WebP and answers the profile row.
  const upload = useMutation({
    mutationFn: (image: File) => callApi("POST /profiles/me/avatar", { body: image }),
    onSuccess: async (row) => {
      await updateCachedProfile(queryClient, profile.id, row);
      shouldFocusChoose.current = true;
      setFile(null);
      notify.success("Photo updated.");
      // The header's avatar comes from the root loader.
      await revalidator.revalidate();
    },
    onError: (cause) => {
      if (isRateLimitError(cause)) showErrorToast(cause);
      setError(
        cause instanceof ApiError && cause.status === 415
          ? "We couldn't read that image. Try a JPEG, PNG, WebP, GIF or AVIF."
          : cause instanceof ApiError && cause.status === 413
            ? "That image is over 5 MB. Choose a smaller one."
            : "We couldn't upload your photo. Please try again.",
      );
    },
  });
  const isBusy = upload.isPending;

  function save() {
    if (!file || isBusy) return;
    setError(null);
    upload.mutate(file);
  }

  return (
    <div className="identity-avatar-edit">
      {preview ? (
        <img className="avatar" src={preview} alt="Preview of your new avatar" width={96} height={96} />
      ) : (
        <Avatar name={profile.name} url={profile.avatar_url} size={96} />
      )}
      <div className="identity-avatar-edit__actions">
        <p className="field__label" id={`${id}-label`}>
          Profile photo
        </p>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={avatarContentTypes.join(",")}
          onChange={choose}
          hidden
          aria-labelledby={`${id}-label`}
        />
        <div className="cluster">
          {file ? (
            <>
              <BusyButton type="button" isBusy={isBusy} onClick={save}>
                Save photo
              </BusyButton>
              <button type="button" className="button button--ghost" onClick={() => setFile(null)} disabled={isBusy}>
                Cancel
              </button>
            </>
          ) : (
            <button
              ref={chooseButton}
              type="button"
              className="button button--secondary"
              onClick={() => input.current?.click()}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            >
              <Camera aria-hidden="true" size={18} />
              {profile.avatar_url ? "Change photo" : "Add a photo"}
            </button>
          )}
        </div>
        <p id={`${id}-hint`} className="identity-hint">
          {file ? "This is how it will look. Save to use it." : "A square photo works best. Up to 5 MB."}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}

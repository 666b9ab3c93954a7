/** Name, username, bio and public/private (the profile update returns the row; the cache is refreshed). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { ZProfileUpdate } from "#core/identity/profile.schema.ts";
import { callApi, type TApiRequest } from "#web/lib/api-client.ts";
import { errorTexts, showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { fieldErrorFrom } from "../errors.ts";
import { type TOwnProfile, updateCachedProfile } from "../queries.ts";
import { BusyButton, FieldError } from "./fields.tsx";
import { NameAndUsernameFields, useNameAndUsername } from "./username-field.tsx";
import { VisibilityField } from "./visibility-field.tsx";

type TField = "name" | "username" | "bio";
type TProfileChanges = TApiRequest<"PATCH /profiles/me">["body"];
const bioMax = 500;

export function ProfileForm({ profile }: { profile: TOwnProfile }) {
  const id = useId();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const fields = useNameAndUsername(profile, { current: profile.username });
  const { name, username, status } = fields;
  const [bio, setBio] = useState(profile.bio);
  const [isPublic, setIsPublic] = useState(profile.is_public);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    bio: useRef<HTMLTextAreaElement>(null),
  };

  function showErrors(next: Partial<Record<TField, string>>) {
    setErrors(next);
    const first = (["name", "username", "bio"] as const).find((field) => next[field]);
    if (first) refs[first].current?.focus();
  }

  const save = useMutation({
    mutationFn: (changes: TProfileChanges) => callApi("PATCH /profiles/me", { body: changes }),
    onSuccess: async (row) => {
      await updateCachedProfile(queryClient, profile.id, row);
      notify.success("Profile saved.");
      // The header shows the name and username from the root loader.
      await revalidator.revalidate();
    },
    onError: (error) => {
      const field = fieldErrorFrom(error);
      if (field && field.field in refs) showErrors({ [field.field as TField]: field.message });
      else {
        showErrorToast(error);
        setFormError(`${errorTexts.generic}. Your changes are still here: please try again.`);
      }
    },
  });
  const isBusy = save.isPending;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setFormError(null);
    const changes: TProfileChanges = {};
    if (name.trim() !== profile.name) changes.name = name;
    if (username !== profile.username) changes.username = username;
    if (bio.trim() !== profile.bio) changes.bio = bio;
    if (isPublic !== profile.is_public) changes.is_public = isPublic;
    const parsed = ZProfileUpdate.safeParse(changes);
    const next: Partial<Record<TField, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] as TField] ??= issue.message;
    }
    if (!next.username && status.state === "taken") next.username = "That username is taken. Try another.";
    if (Object.keys(next).length > 0) return showErrors(next);
    if (Object.keys(changes).length === 0) {
      notify.info("Nothing to save: your profile is up to date.");
      return;
    }

    setErrors({});
    save.mutate(parsed.success ? parsed.data : changes);
  }

  return (
    <form className="identity-form identity-form--spaced" onSubmit={submit} noValidate>
      <NameAndUsernameFields
        id={id}
        refs={refs}
        fields={fields}
        errors={errors}
        onUsernameEdit={() => setErrors(({ username: _, ...rest }) => rest)}
      />
      <div className="field identity-field">
        <label htmlFor={`${id}-bio`} className="field__label">
          Bio <span className="identity-optional">(optional)</span>
        </label>
        <textarea
          ref={refs.bio}
          id={`${id}-bio`}
          name="bio"
          className="input identity-textarea"
          rows={4}
          maxLength={bioMax + 50}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={`${id}-bio-count${errors.bio ? ` ${id}-bio-error` : ""}`}
        />
        <p
          id={`${id}-bio-count`}
          className={`identity-hint identity-counter${bio.length > bioMax ? " identity-counter--over" : ""}`}
        >
          {bio.length} / {bioMax} characters
        </p>
        <FieldError id={`${id}-bio-error`} message={errors.bio} />
      </div>
      <VisibilityField isPublic={isPublic} onChange={setIsPublic} />
      <FieldError id={`${id}-form-error`} message={formError} />
      <div className="identity-actions">
        <BusyButton isBusy={isBusy}>Save changes</BusyButton>
      </div>
    </form>
  );
}

/**
 * Name, username, bio and public/private. The form sends only what the cook changed, named with the
 * version of the profile it was filled from (`expected_updated_at`): when the profile was saved in
 * another tab or on another device since, the save is refused and the cook chooses between theirs and
 * the newer one. The update returns the row; the cache is refreshed.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { ZProfileUpdate } from "#core/identity/profile.schema.ts";
import { EditConflictNotice } from "#web/components/edit-conflict-notice.tsx";
import { ApiError, callApi, type TApiRequest } from "#web/lib/api-client.ts";
import { versionOf } from "#web/lib/edit-conflict.ts";
import { errorTexts, showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { fieldErrorFrom } from "../errors.ts";
import { profileQueryOptions, type TOwnProfile, updateCachedProfile } from "../queries.ts";
import { BusyButton, FieldError } from "./fields.tsx";
import { NameAndUsernameFields, useNameAndUsername } from "./username-field.tsx";
import { VisibilityField } from "./visibility-field.tsx";

type TField = "name" | "username" | "bio";
type TProfileChanges = TApiRequest<"PATCH /profiles/me">["body"];
/** What the form holds of the profile. */
type TFormFields = Pick<TOwnProfile, "name" | "username" | "bio" | "is_public">;
const bioMax = 500;

function isSameFields(a: TFormFields, b: TFormFields): boolean {
  return a.name === b.name && a.username === b.username && a.bio === b.bio && a.is_public === b.is_public;
}

export function ProfileForm({ profile }: { profile: TOwnProfile }) {
  const id = useId();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  /** The profile the fields were filled from: its version is what a save names. */
  const [started, setStarted] = useState(profile);
  const fields = useNameAndUsername(profile, { current: started.username });
  const { name, username, usernameInput, status } = fields;
  const [bio, setBio] = useState(profile.bio);
  const [isPublic, setIsPublic] = useState(profile.is_public);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** The profile was saved elsewhere after the form was filled: the cook chooses whose version wins. */
  const [hasConflict, setHasConflict] = useState(false);
  const [isOpeningNewer, setIsOpeningNewer] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    bio: useRef<HTMLTextAreaElement>(null),
  };

  function fillFrom(row: TOwnProfile) {
    setStarted(row);
    fields.setName(row.name);
    fields.setUsernameInput(row.username);
    setBio(row.bio);
    setIsPublic(row.is_public);
    setErrors({});
    setFormError(null);
    setHasConflict(false);
  }

  // A newer profile came in (the avatar saved above, or the profile fetched again). A form the cook
  // has not touched shows it; one they have keeps their changes and takes the new version only when
  // it changed nothing the form holds, so their save never puts back what another save changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version says when the profile changed.
  useEffect(() => {
    if (new Date(profile.updated_at).getTime() <= new Date(started.updated_at).getTime()) return;
    const shown = { name, username: usernameInput, bio, is_public: isPublic };
    if (isSameFields(shown, started)) fillFrom(profile);
    else if (isSameFields(profile, started)) setStarted(profile);
  }, [profile.updated_at]);

  function showErrors(next: Partial<Record<TField, string>>) {
    setErrors(next);
    const first = (["name", "username", "bio"] as const).find((field) => next[field]);
    if (first) refs[first].current?.focus();
  }

  const save = useMutation({
    mutationFn: (changes: TProfileChanges) => callApi("PATCH /profiles/me", { body: changes }),
    onSuccess: async (row) => {
      setStarted((current) => ({ ...current, ...row }));
      setHasConflict(false);
      await updateCachedProfile(queryClient, profile.id, row);
      notify.success("Profile saved.");
      // The header shows the name and username from the root loader.
      await revalidator.revalidate();
    },
    onError: (error) => {
      const field = fieldErrorFrom(error);
      if (error instanceof ApiError && error.code === "EDIT_CONFLICT") setHasConflict(true);
      else if (field && field.field in refs) showErrors({ [field.field as TField]: field.message });
      else {
        showErrorToast(error);
        setFormError(`${errorTexts.generic}. Your changes are still here: please try again.`);
      }
    },
  });
  const isBusy = save.isPending;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ isOverwriting: false });
  }

  /** Saves what the cook changed; over a newer version only when they chose to. */
  function send({ isOverwriting }: { isOverwriting: boolean }) {
    if (isBusy) return;
    setFormError(null);
    const changes: TProfileChanges = {};
    if (name.trim() !== started.name) changes.name = name;
    if (username !== started.username) changes.username = username;
    if (bio.trim() !== started.bio) changes.bio = bio;
    if (isPublic !== started.is_public) changes.is_public = isPublic;
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
    save.mutate({
      ...(parsed.success ? parsed.data : changes),
      ...(!isOverwriting && { expected_updated_at: versionOf(started.updated_at) }),
    });
  }

  async function openNewer() {
    setIsOpeningNewer(true);
    try {
      // Asked afresh: the cached profile may be the older one.
      const row = await queryClient.fetchQuery({ ...profileQueryOptions(profile.id), staleTime: 0 });
      if (!row.is_restricted) fillFrom(row);
      refs.name.current?.focus();
    } catch (error) {
      showErrorToast(error, "profile");
    } finally {
      setIsOpeningNewer(false);
    }
  }

  return (
    <form className="identity-form identity-form--spaced" onSubmit={submit} noValidate>
      {hasConflict ? (
        <EditConflictNotice
          message="Your profile was changed in another tab or on another device since you opened this page. Your changes aren't saved yet: save them over it, or drop them and open the newer version."
          saveMine={{ onSave: () => send({ isOverwriting: true }), isSaving: isBusy }}
          openNewer={{ onOpen: () => void openNewer(), isOpening: isOpeningNewer }}
        />
      ) : null}
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

import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { type Ref, useState } from "react";
import { usernameMaxLength } from "#core/identity/username.ts";
import { type TUsernameStatus, useUsernameAvailability } from "../use-username-availability.ts";
import { TextField } from "./fields.tsx";

/** The username input with its live availability line. */
export function UsernameField({
  id,
  value,
  onChange,
  status,
  error,
  inputRef,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  status: TUsernameStatus;
  /** A server or submit-time error; wins over the live status. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const liveError = status.state === "invalid" ? status.message : null;
  const fieldError = error ?? (status.state === "taken" ? "That username is taken. Try another." : liveError);
  return (
    <TextField
      id={id}
      inputRef={inputRef}
      label="Username"
      prefix="@"
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={usernameMaxLength + 10}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint="3–30 characters: letters, numbers, underscores and periods."
      status={<UsernameStatusLine status={status} hasError={Boolean(fieldError)} />}
      error={fieldError}
    />
  );
}

/** What NameAndUsernameFields hold: the name and username as typed, and the username as checked. */
export function useNameAndUsername(initial: { name: string; username: string }, options?: { current?: string }) {
  const [name, setName] = useState(initial.name);
  const [usernameInput, setUsernameInput] = useState(initial.username);
  const { username, status } = useUsernameAvailability(usernameInput, options);
  return { name, setName, usernameInput, setUsernameInput, username, status };
}

/** Name, then username with its availability: the start of registration and of the profile editor. */
export function NameAndUsernameFields({
  id,
  refs,
  fields,
  nameHint,
  errors,
  onUsernameEdit,
}: {
  id: string;
  refs: { name: Ref<HTMLInputElement>; username: Ref<HTMLInputElement> };
  fields: ReturnType<typeof useNameAndUsername>;
  nameHint?: string;
  errors: { name?: string; username?: string };
  /** The username was edited: a complaint about the old one no longer holds. */
  onUsernameEdit(): void;
}) {
  return (
    <>
      <TextField
        id={`${id}-name`}
        inputRef={refs.name}
        label="Name"
        name="name"
        autoComplete="name"
        required
        maxLength={80}
        value={fields.name}
        onChange={(event) => fields.setName(event.target.value)}
        hint={nameHint}
        error={errors.name}
      />
      <UsernameField
        id={`${id}-username`}
        inputRef={refs.username}
        value={fields.usernameInput}
        onChange={(value) => {
          fields.setUsernameInput(value);
          onUsernameEdit();
        }}
        status={fields.status}
        error={errors.username}
      />
    </>
  );
}

function UsernameStatusLine({ status, hasError }: { status: TUsernameStatus; hasError: boolean }) {
  if (hasError) return null;
  switch (status.state) {
    case "checking":
      return (
        <p className="identity-status">
          <LoaderCircle className="identity-spin" aria-hidden="true" size={16} />
          Checking…
        </p>
      );
    case "available":
      return (
        <p className="identity-status identity-status--ok">
          <CircleCheck aria-hidden="true" size={16} />
          That username is available.
        </p>
      );
    case "unchanged":
      return <p className="identity-status">This is your current username.</p>;
    case "unknown":
      return (
        <p className="identity-status identity-status--warn">
          <CircleAlert aria-hidden="true" size={16} />
          {status.message}
        </p>
      );
    default:
      return null;
  }
}

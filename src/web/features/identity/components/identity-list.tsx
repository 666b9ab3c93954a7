/**
 * Linked sign-in methods (get, link and unlink identity): email, phone and Google/Apple accounts,
 * with unlink and link. The server refuses to remove the last way in; its message is shown as is.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Mail, Smartphone } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import type { TIdTokenProvider } from "#core/identity/auth-library.schema.ts";
import { callApi } from "#web/lib/api-client.ts";
import { ApiError } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { identityErrorMessage, reportAuthError } from "../errors.ts";
import { providerNames } from "../id-token.ts";
import { formatPhoneNumber } from "../phone.ts";
import { identitiesQueryKey, type TLinkedIdentities } from "../queries.ts";
import { BusyButton, FieldError } from "./fields.tsx";
import { ProviderMark, SocialButtons } from "./social-buttons.tsx";

export function IdentityList({
  identities,
  linkableProviders,
  emailAction,
}: {
  identities: TLinkedIdentities;
  /** Providers the server accepts; the ones not linked yet get a "Link" button. */
  linkableProviders: TIdTokenProvider[];
  /** Replaces the email row's action (the email change form on /me/edit). */
  emailAction?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const linked = new Set(identities.accounts.map((account) => account.providerId));
  const unlinked = linkableProviders.filter((provider) => !linked.has(provider));

  return (
    <div className="identity-methods">
      <ul className="identity-method-list">
        <li className="identity-method">
          <Mail aria-hidden="true" size={20} />
          <div className="identity-method__text">
            <span className="identity-method__name">Email</span>
            <span className="muted">{identities.email ?? "No email address yet"}</span>
          </div>
          {emailAction}
        </li>
        <PhoneRow phoneNumber={identities.phoneNumber} />
        {identities.accounts.map((account) => (
          <LinkedAccountRow
            key={account.id}
            accountId={account.id}
            provider={account.providerId}
            linkedOn={account.createdAt}
          />
        ))}
      </ul>
      {unlinked.length > 0 ? (
        <SocialButtons
          providers={unlinked}
          verb="Link"
          exchange={(provider, idToken) => callApi("POST /auth/link-social", { body: { provider, idToken } })}
          onExchanged={async (_result, provider) => {
            await queryClient.invalidateQueries({ queryKey: identitiesQueryKey });
            notify.success(`${providerNames[provider]} is linked.`);
          }}
          errorCategory="link/unlink identity error"
        />
      ) : null}
    </div>
  );
}

function LinkedAccountRow({
  accountId,
  provider,
  linkedOn,
}: {
  accountId: string;
  provider: string;
  linkedOn: string;
}) {
  const name = provider in providerNames ? providerNames[provider as TIdTokenProvider] : provider;
  const removal = useRemoval(
    () => callApi("POST /auth/unlink-account", { body: { accountId } }),
    `${name} is no longer linked.`,
  );
  return (
    <li className="identity-method">
      {provider === "google" || provider === "apple" ? (
        <ProviderMark provider={provider} />
      ) : (
        <KeyRound aria-hidden="true" size={20} />
      )}
      <div className="identity-method__text">
        <span className="identity-method__name">{name}</span>
        <span className="muted">Linked {new Date(linkedOn).toLocaleDateString("en-GB", { dateStyle: "medium" })}</span>
        <FieldError id={removal.errorId} message={removal.error} />
      </div>
      <RemoveControls name={name} removal={removal} />
    </li>
  );
}

/**
 * Removing a way to sign in: ask, confirm, then refresh the list. The server's own sentences for
 * "this is your only way in" (LAST_IDENTITY, or a 409) are written for people and shown as they are.
 */
function useRemoval(remove: () => Promise<unknown>, doneMessage: string) {
  const errorId = `${useId()}-error`;
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: identitiesQueryKey });
      // A row that stays (the phone row) goes back to its plain state.
      setIsConfirming(false);
      notify.success(doneMessage);
    },
    onError: (cause) => {
      reportAuthError(cause, "link/unlink identity error");
      setIsConfirming(false);
      const isOnlyWayIn = cause instanceof ApiError && (cause.code === "LAST_IDENTITY" || cause.code === "CONFLICT");
      setError(isOnlyWayIn ? cause.message : identityErrorMessage(cause));
    },
  });

  return {
    errorId,
    error,
    isConfirming,
    isBusy: removal.isPending,
    ask: () => setIsConfirming(true),
    keep: () => setIsConfirming(false),
    confirm: () => {
      setError(null);
      removal.mutate();
    },
  };
}

function RemoveControls({ name, removal }: { name: string; removal: ReturnType<typeof useRemoval> }) {
  if (removal.isConfirming) {
    return (
      <div className="identity-method__confirm">
        <BusyButton type="button" variant="danger" isBusy={removal.isBusy} onClick={removal.confirm}>
          Remove {name}
        </BusyButton>
        <button type="button" className="button button--ghost" onClick={removal.keep}>
          Keep
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="button button--secondary identity-method__action"
      onClick={removal.ask}
      aria-describedby={removal.error ? removal.errorId : undefined}
    >
      Remove<span className="visually-hidden"> {name}</span>
    </button>
  );
}

function PhoneRow({ phoneNumber }: { phoneNumber: string | null }) {
  const { pathname } = useLocation();
  const removal = useRemoval(() => callApi("DELETE /identities/phone"), "Your phone number is removed.");
  return (
    <li className="identity-method">
      <Smartphone aria-hidden="true" size={20} />
      <div className="identity-method__text">
        <span className="identity-method__name">Phone</span>
        <span className="muted">{phoneNumber ? formatPhoneNumber(phoneNumber) : "No phone number yet"}</span>
        <FieldError id={removal.errorId} message={removal.error} />
      </div>
      <div className="identity-method__actions">
        {removal.isConfirming ? null : (
          <Link
            to={`/auth/verify?redirectTo=${encodeURIComponent(pathname)}`}
            className="button button--secondary identity-method__action"
          >
            {phoneNumber ? "Change" : "Add"}
            <span className="visually-hidden"> phone number</span>
          </Link>
        )}
        {phoneNumber ? <RemoveControls name="phone number" removal={removal} /> : null}
      </div>
    </li>
  );
}

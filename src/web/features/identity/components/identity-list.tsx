/**
 * Linked sign-in methods (spec §7 get/link/unlink identity): email, phone and Google/Apple accounts,
 * with unlink and link. The server refuses to remove the last way in; its message is shown as is.
 */
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, Mail, Smartphone } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { ApiError } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { linkIdToken, type TIdentitySummary, type TIdTokenProvider, unlinkAccount } from "../api.ts";
import { identityErrorMessage, reportAuthError } from "../errors.ts";
import { providerNames } from "../id-token.ts";
import { formatPhoneNumber } from "../phone.ts";
import { identitiesQueryKey } from "../queries.ts";
import { BusyButton, FieldError } from "./fields.tsx";
import { ProviderMark, SocialButtons } from "./social-buttons.tsx";

export function IdentityList({
  identities,
  linkableProviders,
  emailAction,
}: {
  identities: TIdentitySummary;
  /** Providers the server accepts; the ones not linked yet get a "Link" button. */
  linkableProviders: TIdTokenProvider[];
  /** Replaces the email row's action (the email change form on /me/edit). */
  emailAction?: ReactNode;
}) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const linked = new Set(identities.accounts.map((account) => account.provider_id));
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
        <li className="identity-method">
          <Smartphone aria-hidden="true" size={20} />
          <div className="identity-method__text">
            <span className="identity-method__name">Phone</span>
            <span className="muted">
              {identities.phone_number ? formatPhoneNumber(identities.phone_number) : "No phone number yet"}
            </span>
          </div>
          <Link
            to={`/auth/verify?redirectTo=${encodeURIComponent(pathname)}`}
            className="button button--secondary identity-method__action"
          >
            {identities.phone_number ? "Change" : "Add"}
            <span className="visually-hidden"> phone number</span>
          </Link>
        </li>
        {identities.accounts.map((account) => (
          <LinkedAccountRow
            key={account.id}
            accountId={account.id}
            provider={account.provider_id}
            linkedOn={account.created_at}
          />
        ))}
      </ul>
      {unlinked.length > 0 ? (
        <SocialButtons
          providers={unlinked}
          verb="Link"
          onToken={async (provider, idToken) => {
            try {
              await linkIdToken(provider, idToken);
            } catch (error) {
              reportAuthError(error, "link/unlink identity error");
              return identityErrorMessage(error);
            }
            await queryClient.invalidateQueries({ queryKey: identitiesQueryKey });
            notify.success(`${providerNames[provider]} is linked.`);
            return null;
          }}
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
  const id = useId();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = provider in providerNames ? providerNames[provider as TIdTokenProvider] : provider;

  async function unlink() {
    setIsBusy(true);
    setError(null);
    try {
      await unlinkAccount(accountId);
    } catch (cause) {
      reportAuthError(cause, "link/unlink identity error");
      setIsBusy(false);
      setIsConfirming(false);
      // The server's own sentence for the last way in (LAST_IDENTITY) is written for people.
      setError(
        cause instanceof ApiError && cause.code === "LAST_IDENTITY" ? cause.message : identityErrorMessage(cause),
      );
      return;
    }
    await queryClient.invalidateQueries({ queryKey: identitiesQueryKey });
    notify.success(`${name} is no longer linked.`);
  }

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
        <FieldError id={`${id}-error`} message={error} />
      </div>
      {isConfirming ? (
        <div className="identity-method__confirm">
          <BusyButton type="button" variant="danger" isBusy={isBusy} onClick={unlink}>
            Remove {name}
          </BusyButton>
          <button type="button" className="button button--ghost" onClick={() => setIsConfirming(false)}>
            Keep
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary identity-method__action"
          onClick={() => setIsConfirming(true)}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          Remove<span className="visually-hidden"> {name}</span>
        </button>
      )}
    </li>
  );
}

/**
 * "Continue with Google / Apple": asks the provider for an id token (../id-token.ts) and exchanges
 * it with the server (sign in, or link), as one mutation. Shown only for providers the server has
 * turned on.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { TIdToken, TIdTokenProvider } from "#core/identity/auth-library.schema.ts";
import { identityErrorMessage, reportAuthError } from "../errors.ts";
import { IdTokenUnavailableError, providerNames, requestIdToken } from "../id-token.ts";
import { BusyButton, FieldError } from "./fields.tsx";

export function SocialButtons<T>({
  providers,
  verb = "Continue with",
  onStart,
  exchange,
  onExchanged,
  errorCategory = "auth error",
}: {
  providers: TIdTokenProvider[];
  verb?: string;
  onStart?: () => void;
  /** Sends the token to the server (sign in, or link). */
  exchange(provider: TIdTokenProvider, idToken: TIdToken): Promise<T>;
  onExchanged(result: T, provider: TIdTokenProvider): unknown;
  errorCategory?: "auth error" | "link/unlink identity error";
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const signIn = useMutation({
    mutationFn: async (provider: TIdTokenProvider) => exchange(provider, await requestIdToken(provider)),
    onSuccess: (result, provider) => onExchanged(result, provider),
    onError: (cause) => {
      if (cause instanceof IdTokenUnavailableError) return setError(cause.message);
      reportAuthError(cause, errorCategory);
      setError(identityErrorMessage(cause));
    },
  });
  if (providers.length === 0) return null;
  const busy = signIn.isPending ? signIn.variables : null;

  function start(provider: TIdTokenProvider) {
    if (busy) return;
    setError(null);
    onStart?.();
    signIn.mutate(provider);
  }

  return (
    <div className="identity-social">
      {providers.map((provider) => (
        <BusyButton
          key={provider}
          type="button"
          variant="secondary"
          className={`identity-social__button identity-social__button--${provider}`}
          isBusy={busy === provider}
          onClick={() => start(provider)}
        >
          <ProviderMark provider={provider} />
          {verb} {providerNames[provider]}
        </BusyButton>
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Simple monochrome marks; the providers' brand assets come with their SDKs. */
const providerMarks: Record<TIdTokenProvider, string> = {
  google:
    "M21.6 12.23c0-.68-.06-1.36-.18-2.02H12v3.83h5.4a4.6 4.6 0 0 1-2 3.02v2.5h3.23c1.9-1.74 2.97-4.3 2.97-7.33ZM12 22c2.7 0 4.96-.9 6.62-2.43l-3.23-2.5c-.9.6-2.04.96-3.39.96-2.6 0-4.8-1.76-5.6-4.12H3.07v2.58A10 10 0 0 0 12 22Zm-5.6-8.1a6 6 0 0 1 0-3.8V7.52H3.07a10 10 0 0 0 0 8.96l3.33-2.58ZM12 5.98c1.47 0 2.79.5 3.83 1.5l2.86-2.86A9.6 9.6 0 0 0 12 2a10 10 0 0 0-8.93 5.52l3.33 2.58C7.2 7.74 9.4 5.98 12 5.98Z",
  apple:
    "M16.4 12.6c0-2.5 2-3.7 2.1-3.8a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.8A4.9 4.9 0 0 0 3.7 9.4c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8 1.5 0 2 .8 3.3.8 1.4 0 2.2-1.2 3-2.5a10 10 0 0 0 1.4-2.8 4.4 4.4 0 0 1-2.7-4.2ZM14 5.2A4.4 4.4 0 0 0 15 2a4.5 4.5 0 0 0-3 1.5 4.2 4.2 0 0 0-1 3.1c1.1.1 2.3-.6 3-1.4Z",
};

export function ProviderMark({ provider }: { provider: TIdTokenProvider }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d={providerMarks[provider]} />
    </svg>
  );
}

import "#web/styles/pages/common.css";
import "#web/styles/pages/auth.css";
import { useMutation } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link, redirect, useRouteLoaderData } from "react-router";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/me.logout";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Sign out", noIndex: true });

/**
 * Without JavaScript the form posts here: sign out on the server, clear the cookie, go home.
 * Sign-out is local: other devices stay signed in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  const headers = new Headers();
  for (const cookie of await services.identity.signOutHere({ headers: request.headers })) {
    headers.append("set-cookie", cookie);
  }
  return redirect("/", { headers });
}

export default function SignOutPage() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [error, setError] = useState<string | null>(null);
  const signOutHere = useMutation({
    mutationFn: async () => {
      try {
        await callApi("POST /auth/sign-out");
      } catch (cause) {
        // An expired session is as good as signed out.
        if (!(cause instanceof ApiError && cause.status === 401)) throw cause;
      }
    },
    onSuccess: () => {
      // Signing out clears everything this browser cached for the account.
      try {
        window.localStorage.clear();
      } catch {}
      window.location.assign("/");
    },
    onError: () => setError("We couldn't sign you out. Please try again."),
  });
  const isBusy = signOutHere.isPending || signOutHere.isSuccess;

  function signOut(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setError(null);
    signOutHere.mutate();
  }

  // Phone sign-ups carry a placeholder address that is never shown (docs/decisions/004).
  const email = root?.viewer?.email?.endsWith("@phone.ladle.invalid") ? null : root?.viewer?.email;
  return (
    <div className="page auth-page">
      <div className="auth-card signout-card">
        <h1>Sign out</h1>
        <p>
          {email ? (
            <>
              You're signed in as <strong>{email}</strong>.{" "}
            </>
          ) : null}
          You'll stay signed in on your other devices.
        </p>
        <form method="post" onSubmit={signOut} className="signout-actions">
          <button
            type="submit"
            className="page-button"
            aria-disabled={isBusy || undefined}
            aria-busy={isBusy || undefined}
          >
            {isBusy ? <LoaderCircle className="button-spinner" aria-hidden="true" size={20} /> : null}
            Sign out
          </button>
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <Link to="/me" className="page-button page-button--secondary">
            Stay signed in
          </Link>
        </form>
      </div>
    </div>
  );
}

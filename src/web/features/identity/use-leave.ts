import { startTransition } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { notify } from "#web/lib/toast.ts";

/**
 * After the session is gone on the server (every device signed out, account deleted): go home with
 * a toast, then move the client to logged out, which clears the cache, local storage and the
 * analytics identity, and reload the root loader's viewer.
 *
 * Home first, so the client guard never sees a logged-out user on a private page. React Router
 * commits navigations in a transition, which may still be rendering when `navigate` resolves; the
 * event goes in a transition too, so React commits both together (it batches pending
 * transitions) instead of showing the old page, logged out, for one render.
 */
export function useLeave() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { dispatch } = useAuth();
  return async (event: "signed-out" | "account-deleted", message: string) => {
    await navigate("/", { replace: true });
    startTransition(() => dispatch({ type: event }));
    notify.success(message);
    await revalidator.revalidate();
  };
}

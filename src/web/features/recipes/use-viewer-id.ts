import { useAuth } from "#web/features/identity/auth-provider.tsx";

/** The signed-in user's id, or null for a visitor. */
export function useViewerId(): string | null {
  const { state } = useAuth();
  if (state.status !== "logged-in") return null;
  return state.user?.id ?? state.session?.userId ?? null;
}

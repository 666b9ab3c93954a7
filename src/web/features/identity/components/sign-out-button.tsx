import { useState } from "react";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { notify } from "#web/lib/toast.ts";
import { BusyButton } from "./fields.tsx";

/**
 * Signs out on this device only (other devices stay signed in) and goes home with a full load, so the server renders the
 * signed-out page. For pages an unregistered user can reach, where /me/logout is not open to them.
 */
export function SignOutButton({
  label = "Sign out",
  variant = "ghost",
}: {
  label?: string;
  variant?: "ghost" | "secondary";
}) {
  const { signOut } = useAuth();
  const [isBusy, setIsBusy] = useState(false);
  async function run() {
    setIsBusy(true);
    try {
      await signOut();
      // A full load home, so the server renders the signed-out page (unless signOut went there).
      if (window.location.pathname !== "/") window.location.assign("/");
    } catch {
      setIsBusy(false);
      notify.error("We couldn't sign you out. Please try again.");
    }
  }
  return (
    <BusyButton type="button" variant={variant} isBusy={isBusy} onClick={run}>
      {label}
    </BusyButton>
  );
}

/** "Step 1 of 2" above the registration pages' headings. */
export function StepLabel({ step, of }: { step: number; of: number }) {
  return (
    <p className="eyebrow identity-step">
      Step {step} of {of}
    </p>
  );
}

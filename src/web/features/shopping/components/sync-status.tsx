import Check from "lucide-react/icons/check";
import CloudOff from "lucide-react/icons/cloud-off";
import RefreshCw from "lucide-react/icons/refresh-cw";
import type { TSyncStatus } from "../shopping-store.ts";

/** Said where the list cannot open offline: this browser has no copy of it, or not its code. */
export const listNeedsConnection =
  "Your list needs a connection to open here. It'll show as soon as you're back online.";

/** Offline, syncing or up to date: said once, politely, where the list is. */
export function SyncStatus({ status, pendingCount }: { status: TSyncStatus; pendingCount: number }) {
  const waiting = pendingCount === 1 ? "1 change waiting" : `${pendingCount} changes waiting`;
  const [Icon, text] =
    status === "offline"
      ? [CloudOff, pendingCount > 0 ? `Offline · ${waiting} to sync` : "Offline · showing your saved list"]
      : status === "syncing" || status === "loading"
        ? [RefreshCw, status === "loading" ? "Updating…" : "Syncing…"]
        : status === "failed"
          ? [CloudOff, "We couldn't update the list. Showing your saved copy."]
          : [Check, "Synced"];
  return (
    <p className={`sync-status sync-status--${status}`} role="status" data-status={status}>
      <Icon size={14} aria-hidden="true" />
      {text}
    </p>
  );
}

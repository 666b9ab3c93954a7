import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastContainerStore } from "#web/lib/toast.ts";

const ToastContainer = lazy(() => import("./toast-container.tsx"));

/** Mounts the toast container once the first toast is raised (see lib/toast.ts). */
export function ToastHost() {
  const isWanted = useSyncExternalStore(
    toastContainerStore.subscribe,
    toastContainerStore.getSnapshot,
    toastContainerStore.getServerSnapshot,
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

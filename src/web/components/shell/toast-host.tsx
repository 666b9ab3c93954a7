import { type ComponentType, useEffect, useState, useSyncExternalStore } from "react";
import { toastContainerStore, toastsUnavailable } from "#web/lib/toast.ts";

let loadedContainer: ComponentType | null = null;

/**
 * Mounts the toast container once the first toast is raised (see lib/toast.ts). A container that
 * cannot be loaded (offline) leaves the page as it is: the toast is dropped, the next one tries again.
 */
export function ToastHost() {
  const isWanted = useSyncExternalStore(
    toastContainerStore.subscribe,
    toastContainerStore.getSnapshot,
    toastContainerStore.getServerSnapshot,
  );
  const [Container, setContainer] = useState<ComponentType | null>(() => loadedContainer);

  useEffect(() => {
    if (!isWanted || Container) return;
    let isCurrent = true;
    // Its own statement: the build wraps the import alone to preload the styles, whose failure
    // must reach the handler below too.
    const loading = import("./toast-container.tsx");
    loading.then(
      (module) => {
        loadedContainer = module.default;
        if (isCurrent) setContainer(() => module.default);
      },
      () => {
        if (isCurrent) toastsUnavailable();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, Container]);

  return isWanted && Container ? <Container /> : null;
}

/**
 * `useSyncExternalStoreWithSelector` as an ES module, for the browser bundle only (vite.config.ts).
 * The charts' state library imports it from the `use-sync-external-store` package, which is
 * CommonJS and requires React: bundled, that made Preact's React layer load through a CommonJS
 * wrapper on every page, charts or not. Same behaviour as the package's: the selection is kept
 * while the snapshot is the same, or while `isEqual` says the new selection equals the old.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";

export function useSyncExternalStoreWithSelector<TSnapshot, TSelection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => TSnapshot,
  getServerSnapshot: (() => TSnapshot) | undefined | null,
  selector: (snapshot: TSnapshot) => TSelection,
  isEqual?: (a: TSelection, b: TSelection) => boolean,
): TSelection {
  const committed = useRef<{ hasValue: boolean; value: TSelection | null }>({ hasValue: false, value: null });
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: TSnapshot;
    let memoizedSelection: TSelection;
    const select = (nextSnapshot: TSnapshot): TSelection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        const current = committed.current;
        if (isEqual !== undefined && current.hasValue && isEqual(current.value as TSelection, nextSelection)) {
          memoizedSelection = current.value as TSelection;
          return memoizedSelection;
        }
        memoizedSelection = nextSelection;
        return nextSelection;
      }
      if (Object.is(memoizedSnapshot, nextSnapshot)) return memoizedSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual?.(memoizedSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return memoizedSelection;
      }
      memoizedSnapshot = nextSnapshot;
      memoizedSelection = nextSelection;
      return nextSelection;
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [() => select(getSnapshot()), serverSnapshot === null ? undefined : () => select(serverSnapshot())] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    committed.current = { hasValue: true, value };
  }, [value]);
  return value;
}

/** App state: whether the shopping-list panel is open. */
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

interface TAppState {
  isShoppingListOpened: boolean;
  openShoppingList(): void;
  closeShoppingList(): void;
  toggleShoppingList(): void;
}

const AppStateContext = createContext<TAppState | null>(null);

export function AppStateProvider({ children }: { children: ReactNode }) {
  const [isShoppingListOpened, setOpened] = useState(false);
  const value = useMemo<TAppState>(
    () => ({
      isShoppingListOpened,
      openShoppingList: () => setOpened(true),
      closeShoppingList: () => setOpened(false),
      toggleShoppingList: () => setOpened((opened) => !opened),
    }),
    [isShoppingListOpened],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): TAppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error("useAppState must be used inside AppStateProvider");
  return state;
}

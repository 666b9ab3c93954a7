import { useEffect, useState } from "react";

/**
 * False during the server render and the first client render, true once React has hydrated. Forms
 * send it as `_js`, so an action answers a script with data and a plain HTML form with a redirect.
 */
export function useHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return isHydrated;
}

export const jsFieldName = "_js";

import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root.tsx";
import { defaultContactEmail } from "./constants.ts";

/** The public contact address (env CONTACT_EMAIL, passed down by the root loader). */
export function useContactEmail(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.contactEmail ?? defaultContactEmail;
}

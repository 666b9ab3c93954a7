import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root.tsx";
import { defaultContacts, type TContactKind } from "./constants.ts";

/** A public contact address (env SUPPORT_EMAIL, BUGS_EMAIL, GENERAL_EMAIL, passed down by the root loader). */
export function useContactEmail(kind: TContactKind = "general"): string {
  const contacts = useRouteLoaderData<typeof rootLoader>("root")?.contacts ?? defaultContacts;
  return contacts[kind];
}

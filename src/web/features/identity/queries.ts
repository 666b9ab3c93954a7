/**
 * Client cache entries for the signed-in user's profile and sign-in methods (spec §5, §7, §9).
 * The profile is only fetched once registration is complete; identities go stale after 60 s.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { showErrorToast, type TErrorContext } from "#web/lib/errors.ts";
import { getIdentities, lookupProfile } from "./api.ts";

export const profileQueryKey = (userId: string) => ["profile", userId] as const;
export const identitiesQueryKey = ["identities", "summary"] as const;

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: () => lookupProfile({ profile_id: userId }),
  });

export const identitySummaryQueryOptions = () =>
  queryOptions({
    queryKey: identitiesQueryKey,
    queryFn: getIdentities,
    staleTime: 60 * 1000,
  });

/** The viewer's own profile; `isEnabled` is false until registration is complete (spec §5). */
export function useOwnProfile(userId: string | null, isEnabled: boolean) {
  const query = useQuery({ ...profileQueryOptions(userId ?? ""), enabled: Boolean(userId) && isEnabled });
  useToastOnError(query.error, "profile");
  return query;
}

export function useIdentities(isEnabled = true) {
  const query = useQuery({ ...identitySummaryQueryOptions(), enabled: isEnabled });
  useToastOnError(query.error, "identities");
  return query;
}

/** Spec §8: 'Could not get profile' / 'Could not get user identities', once per failure. */
function useToastOnError(error: unknown, context: TErrorContext) {
  useEffect(() => {
    if (error) showErrorToast(error, context);
  }, [error, context]);
}

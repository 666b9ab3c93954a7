/**
 * Client cache entries for the signed-in user's profile and sign-in methods. The profile is only
 * fetched once registration is complete; sign-in methods go stale after 60 s, sooner than the rest.
 */
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { callApi, type TApiResponse } from "#web/lib/api-client.ts";
import { showErrorToast, type TErrorContext } from "#web/lib/errors.ts";

export type TLinkedIdentities = TApiResponse<"GET /identities">;
/** get_profile's answer as the owner sees it: never restricted. */
export type TOwnProfile = Extract<TApiResponse<"GET /profiles/lookup">, { is_restricted: false }>;

export const profileQueryKey = (userId: string) => ["profile", userId] as const;
export const identitiesQueryKey = ["identities", "summary"] as const;

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => callApi("GET /profiles/lookup", { query: { profile_id: userId }, signal }),
  });

export const identitySummaryQueryOptions = () =>
  queryOptions({
    queryKey: identitiesQueryKey,
    queryFn: ({ signal }) => callApi("GET /identities", { signal }),
    staleTime: 60 * 1000,
  });

/** After the owner changed their row: the cached profile takes it at once, then is fetched afresh. */
export async function updateCachedProfile(queryClient: QueryClient, profileId: string, row: object) {
  queryClient.setQueryData(profileQueryKey(profileId), (old: object | undefined) => (old ? { ...old, ...row } : old));
  await queryClient.invalidateQueries({ queryKey: profileQueryKey(profileId) });
}

/** The viewer's own profile; `isEnabled` is false until registration is complete. */
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

/** 'Could not get profile' / 'Could not get user identities', once per failure. */
function useToastOnError(error: unknown, context: TErrorContext) {
  useEffect(() => {
    if (error) showErrorToast(error, context);
  }, [error, context]);
}

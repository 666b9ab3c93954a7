/**
 * A person's follow status as the viewer's follow buttons show it. It lives in the query cache under
 * the person's id, so every button for that person on the page agrees, and a click changes them all
 * at once: optimistically, rolled back with an error toast if the server refuses.
 */
import { useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import { track } from "#web/lib/analytics.ts";
import { callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";

export const followStatusKey = (userId: string) => ["follow-status", userId] as const;
const followMutationKey = (userId: string) => ["follow", userId] as const;

/** `loaderStatus`: what the page's loader says, the truth when the page was rendered. */
export function useFollow(userId: string, loaderStatus: TFollowStatus, viewerId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = followStatusKey(userId);
  const { data: status } = useQuery({
    queryKey,
    // There is nothing to fetch: the loader sent the status, and the cache only shares it (and the
    // viewer's changes) between the buttons. The next visit's loader is fresher than a saved copy.
    queryFn: () => loaderStatus,
    initialData: loaderStatus,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { isPersisted: false },
  });
  useLoaderStatusChanges(userId, loaderStatus);
  const isBusy = useIsMutating({ mutationKey: followMutationKey(userId) }) > 0;

  const mutation = useMutation({
    mutationKey: followMutationKey(userId),
    // Clicks on the same person run one after another, so the last click is the state that stays.
    scope: { id: `follow:${userId}` },
    mutationFn: (isFollowing: boolean) =>
      isFollowing
        ? callApi("DELETE /users/:userId/follow", { params: { userId } })
        : callApi("PUT /users/:userId/follow", { params: { userId } }),
    onMutate: async (isFollowing) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TFollowStatus>(queryKey) ?? loaderStatus;
      queryClient.setQueryData<TFollowStatus>(queryKey, isFollowing ? "none" : "following");
      return { previous };
    },
    onError: (error, _isFollowing, context) => {
      if (context) queryClient.setQueryData<TFollowStatus>(queryKey, context.previous);
      showErrorToast(error);
    },
    onSuccess: (result, isFollowing) => {
      // A private profile answers "requested", not the "following" shown meanwhile.
      queryClient.setQueryData<TFollowStatus>(queryKey, result.status);
      if (!isFollowing) track("follow user success", { profile_id: userId, follower_id: viewerId });
    },
  });

  return {
    status,
    isBusy,
    /** Follows, or unfollows (withdraws a request) when already following or requested. */
    toggle: () => mutation.mutate(status !== "none"),
  };
}

/** A new answer from the page's loader (a revalidation) replaces what the cache holds. */
function useLoaderStatusChanges(userId: string, loaderStatus: TFollowStatus) {
  const queryClient = useQueryClient();
  const seen = useRef(loaderStatus);
  useEffect(() => {
    if (seen.current === loaderStatus) return;
    seen.current = loaderStatus;
    queryClient.setQueryData<TFollowStatus>(followStatusKey(userId), loaderStatus);
  }, [queryClient, userId, loaderStatus]);
}

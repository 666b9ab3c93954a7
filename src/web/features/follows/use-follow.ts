/**
 * A person's follow status as the viewer's follow buttons show it. The viewer's changes live in the
 * query cache under the person's id, so every button for that person on the page agrees and one
 * click changes them all: optimistically, rolled back with an error toast if the server refuses.
 */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import { track } from "#web/lib/analytics.ts";
import { callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";

/**
 * The viewer's latest change, with the status the page's loader showed when they made it. A page
 * whose loader still says `basis` was rendered before the change and shows `status`; any other
 * answer is newer (a later page, a revalidation, a request the owner approved) and wins.
 */
interface TFollowChange {
  status: TFollowStatus;
  basis: TFollowStatus;
}

const followChangesKey = ["follow-change"] as const;
const followChangeKey = (userId: string) => [...followChangesKey, userId] as const;

/** `loaderStatus`: what the page's loader says, the truth when the page was rendered. */
export function useFollow(userId: string, loaderStatus: TFollowStatus, viewerId: string | null) {
  const queryClient = useQueryClient();
  const change = useFollowChange(queryClient, userId);
  const status = change && change.basis === loaderStatus ? change.status : loaderStatus;
  const save = (next: TFollowStatus) => saveFollowChange(queryClient, userId, { status: next, basis: loaderStatus });

  const mutation = useMutation({
    // Clicks on the same person run one after another, so the last click is the state that stays.
    scope: { id: `follow:${userId}` },
    mutationFn: (isFollowing: boolean) =>
      isFollowing
        ? callApi("DELETE /users/:userId/follow", { params: { userId } })
        : callApi("PUT /users/:userId/follow", { params: { userId } }),
    onMutate: (isFollowing) => {
      save(isFollowing ? "none" : "following");
      return { previous: status };
    },
    onError: (error, _isFollowing, context) => {
      if (context) save(context.previous);
      showErrorToast(error);
    },
    onSuccess: (result, isFollowing) => {
      // A private profile answers "requested", not the "following" shown meanwhile.
      save(result.status);
      if (!isFollowing) track("follow user success", { profile_id: userId, follower_id: viewerId });
    },
  });

  return {
    status,
    isBusy: mutation.isPending,
    /** Follows, or unfollows (withdraws a request) when already following or requested. */
    toggle: () => mutation.mutate(status !== "none"),
  };
}

/**
 * Read straight from the cache rather than through `useQuery`: there is nothing to fetch, and the
 * recipe page's first load stays without the query observer's code.
 */
function useFollowChange(queryClient: QueryClient, userId: string): TFollowChange | undefined {
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData<TFollowChange>(followChangeKey(userId)),
    () => undefined,
  );
}

function saveFollowChange(queryClient: QueryClient, userId: string, change: TFollowChange) {
  // Kept for the page's life (no observer holds these entries), never saved to localStorage: the
  // next visit's loader knows better.
  queryClient.setQueryDefaults(followChangesKey, {
    gcTime: Number.POSITIVE_INFINITY,
    meta: { isPersisted: false },
  });
  queryClient.setQueryData<TFollowChange>(followChangeKey(userId), change);
}

/**
 * A person's follow status as the viewer's follow buttons show it. The viewer's changes live in the
 * query cache under the person's id, so every button for that person on the page agrees and one
 * click changes them all: optimistically, rolled back with an error toast if the server refuses.
 */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import { track } from "#web/lib/analytics.ts";
import { callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";

/**
 * The viewer's latest change, with the status the page showed when they made it. A page whose
 * known status is still `basis` was rendered before the change and shows `status`; any other
 * answer is newer (a later page, a revalidation, a request the owner approved) and wins.
 */
interface TFollowChange {
  status: TFollowStatus;
  basis: TFollowStatus;
}

const followKey = ["follow"] as const;
const followChangeKey = (userId: string) => [...followKey, "change", userId] as const;
/** What the server said when a button on a shared page asked (`GET /follows/statuses`). */
const followAnswerKey = (userId: string) => [...followKey, "answer", userId] as const;

/**
 * `loaderStatus`: what the page's loader says, the truth when the page was rendered; undefined on
 * a shared page, where the status is asked for. `status` is undefined until it is known.
 */
export function useFollow(userId: string, loaderStatus: TFollowStatus | undefined, viewerId: string | null) {
  const queryClient = useQueryClient();
  const change = useCachedValue<TFollowChange>(queryClient, followChangeKey(userId));
  const answer = useCachedValue<TFollowStatus>(queryClient, followAnswerKey(userId));
  const known = loaderStatus ?? answer;
  const status = change && change.basis === known ? change.status : known;
  const save = (next: TFollowStatus) => {
    if (known) saveFollowValue(queryClient, followChangeKey(userId), { status: next, basis: known });
  };

  useEffect(() => {
    if (loaderStatus === undefined && viewerId && viewerId !== userId && answer === undefined) {
      askFollowStatus(queryClient, userId);
    }
  }, [queryClient, loaderStatus, viewerId, userId, answer]);

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
      if (context?.previous) save(context.previous);
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
    toggle: () => {
      if (status) mutation.mutate(status !== "none");
    },
  };
}

/**
 * Read straight from the cache rather than through `useQuery`: there is nothing to refetch, and
 * the recipe page's first load stays without the query observer's code.
 */
function useCachedValue<T>(queryClient: QueryClient, key: readonly string[]): T | undefined {
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData<T>(key),
    () => undefined,
  );
}

function saveFollowValue(queryClient: QueryClient, key: readonly string[], value: unknown) {
  // Kept for the page's life (no observer holds these entries), never saved to localStorage: the
  // next visit's loader knows better.
  queryClient.setQueryDefaults(followKey, { gcTime: Number.POSITIVE_INFINITY, meta: { isPersisted: false } });
  queryClient.setQueryData(key, value);
}

/** The API takes up to 100 people at once. */
const maxAskedAtOnce = 100;
const waiting = new Set<string>();
const inFlight = new Set<string>();

/** Buttons rendered together ask together: one request for a page of search results. */
function askFollowStatus(queryClient: QueryClient, userId: string) {
  if (inFlight.has(userId) || waiting.has(userId)) return;
  waiting.add(userId);
  if (waiting.size > 1) return;
  setTimeout(() => {
    const ids = [...waiting];
    waiting.clear();
    for (let start = 0; start < ids.length; start += maxAskedAtOnce) {
      const batch = ids.slice(start, start + maxAskedAtOnce);
      for (const id of batch) inFlight.add(id);
      callApi("GET /follows/statuses", { query: { userIds: batch.join(",") } })
        .then(({ statuses }) => statuses)
        // Not known: the buttons offer Follow, which is idempotent and answers the true status.
        .catch(() => ({}) as Record<string, TFollowStatus>)
        .then((statuses) => {
          for (const id of batch) {
            inFlight.delete(id);
            saveFollowValue(queryClient, followAnswerKey(id), statuses[id] ?? "none");
          }
        });
    }
  }, 0);
}

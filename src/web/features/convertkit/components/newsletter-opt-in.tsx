/**
 * "Email me {creator}'s newsletter": the reader's consent to a creator's emails, offered beside the
 * follow button while the creator puts followers who agree on their ConvertKit list. Ticking it
 * while following puts the reader on that list; unticking stops future additions. A reader who
 * agreed before keeps the box, to untick it, whatever the creator's list does now.
 */
import "#web/styles/components/newsletter-opt-in.css";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TNewsletterConsent } from "#core/integrations/convertkit.schema.ts";
import { callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";

const consentKey = (creatorId: string) => ["newsletter-consent", creatorId] as const;

export function NewsletterOptIn({ creatorId, creatorName }: { creatorId: string; creatorName: string }) {
  const queryClient = useQueryClient();
  const key = consentKey(creatorId);
  const consent = useQuery({
    queryKey: key,
    queryFn: () => callApi("GET /creators/:userId/newsletter-consent", { params: { userId: creatorId } }),
    // Asked afresh on each visit: the creator may have connected their list, or the reader
    // changed their mind on another device, since the answer the page's cache keeps.
    refetchOnMount: "always",
  });
  const change = useMutation({
    scope: { id: `newsletter-consent:${creatorId}` },
    mutationFn: (isWanted: boolean) =>
      isWanted
        ? callApi("PUT /creators/:userId/newsletter-consent", { params: { userId: creatorId } })
        : callApi("DELETE /creators/:userId/newsletter-consent", { params: { userId: creatorId } }),
    onMutate: (isWanted) => {
      const previous = queryClient.getQueryData<TNewsletterConsent>(key);
      if (previous) queryClient.setQueryData<TNewsletterConsent>(key, { ...previous, hasConsented: isWanted });
      return { previous };
    },
    onError: (error, _isWanted, context) => {
      queryClient.setQueryData(key, context?.previous);
      showErrorToast(error);
    },
    onSuccess: (result) => queryClient.setQueryData(key, result),
  });
  // Nothing to offer until the creator's list takes followers (or to take back an earlier yes).
  const state = consent.data;
  if (!state || (!state.isOffered && !state.hasConsented)) return null;
  return (
    <label className="newsletter-opt-in">
      <input type="checkbox" checked={state.hasConsented} onChange={(event) => change.mutate(event.target.checked)} />
      <span>Email me {creatorName}'s newsletter</span>
    </label>
  );
}

/**
 * "Email me {creator}'s newsletter": the reader's consent to a creator's emails, offered beside the
 * follow button. Ticking it while following puts the reader on the creator's ConvertKit list (if
 * the creator adds followers); unticking stops future additions. Pass `hasConsented` when the page
 * already knows it; otherwise it is read from the API.
 */
import "#web/styles/components/newsletter-opt-in.css";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";

const consentKey = (creatorId: string) => ["newsletter-consent", creatorId] as const;

export function NewsletterOptIn({
  creatorId,
  creatorName,
  hasConsented,
}: {
  creatorId: string;
  creatorName: string;
  hasConsented?: boolean;
}) {
  const queryClient = useQueryClient();
  const key = consentKey(creatorId);
  const consent = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await callApi("GET /creators/:userId/newsletter-consent", { params: { userId: creatorId } })).hasConsented,
    initialData: hasConsented,
    enabled: hasConsented === undefined,
  });
  const change = useMutation({
    scope: { id: `newsletter-consent:${creatorId}` },
    mutationFn: (isWanted: boolean) =>
      isWanted
        ? callApi("PUT /creators/:userId/newsletter-consent", { params: { userId: creatorId } })
        : callApi("DELETE /creators/:userId/newsletter-consent", { params: { userId: creatorId } }),
    onMutate: (isWanted) => {
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, isWanted);
      return { previous };
    },
    onError: (error, _isWanted, context) => {
      queryClient.setQueryData(key, context?.previous);
      showErrorToast(error);
    },
    onSuccess: (result) => queryClient.setQueryData(key, result.hasConsented),
  });
  const isChecked = Boolean(consent.data);
  return (
    <label className="newsletter-opt-in">
      <input
        type="checkbox"
        checked={isChecked}
        disabled={consent.data === undefined}
        onChange={(event) => change.mutate(event.target.checked)}
      />
      <span>Email me {creatorName}'s newsletter</span>
    </label>
  );
}

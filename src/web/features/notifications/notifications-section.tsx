/**
 * "Notifications" on Edit profile: one switch for push notifications in this browser, and which
 * kinds to get. Turning it on asks the browser's permission and subscribes it; off stops every
 * notice (other browsers included) and forgets this browser.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellOff, BellRing } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { TNotificationKinds, TNotificationSettings } from "#core/notifications/notifications.api.ts";
import { callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { findBrowserSubscription, readPushSupport, subscribeBrowser, type TPushSupport } from "./browser-push.ts";

const queryKey = ["me", "notifications"] as const;

const kindLabels: { key: keyof TNotificationKinds; label: string; hint: string }[] = [
  { key: "followedPosts", label: "New from people you follow", hint: "Recipes and meal plans they post." },
  { key: "sharedList", label: "Shared shopping list", hint: "When someone else on your list changes it." },
  { key: "subscriptionBilling", label: "Subscription payments", hint: "Receipts, renewals and failed payments." },
];

const blockedMessage =
  "Notifications are blocked for Ladle in this browser. Allow them in the site settings, then try again.";

export function NotificationsSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey, queryFn: () => callApi("GET /me/notifications") });
  const [support, setSupport] = useState<TPushSupport>("unsupported");
  const [browserEndpoint, setBrowserEndpoint] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setSupport(readPushSupport());
    void findBrowserSubscription().then((subscription) => setBrowserEndpoint(subscription?.endpoint ?? null));
  }, []);

  const store = (next: TNotificationSettings) => queryClient.setQueryData(queryKey, next);
  const change = useMutation({
    mutationFn: async ({ isEnabled, kinds }: { isEnabled: boolean; kinds: TNotificationKinds }) => {
      const key = settings.data?.vapidPublicKey ?? null;
      if (isEnabled && key && support !== "unsupported" && !browserEndpoint) {
        const subscription = await subscribeBrowser(key);
        if (!subscription) throw new Error(blockedMessage);
        setBrowserEndpoint(subscription.endpoint ?? null);
        const keys = subscription.keys ?? {};
        await callApi("POST /me/notifications/devices", {
          body: { endpoint: subscription.endpoint ?? "", keys: { p256dh: keys.p256dh ?? "", auth: keys.auth ?? "" } },
        });
      }
      if (!isEnabled && browserEndpoint) {
        const subscription = await findBrowserSubscription();
        await subscription?.unsubscribe();
        await callApi("POST /me/notifications/devices/remove", { body: { endpoint: browserEndpoint } });
        setBrowserEndpoint(null);
      }
      return callApi("PUT /me/notifications", { body: { isEnabled, kinds } });
    },
    // The switch moves at once; a refusal (permission denied, a failed call) puts it back.
    onMutate: ({ isEnabled, kinds }) => {
      setProblem(null);
      const before = queryClient.getQueryData<TNotificationSettings>(queryKey);
      if (before) store({ ...before, isEnabled, kinds });
      return { before };
    },
    onSuccess: (next, { isEnabled }, context) => {
      store(next);
      if (isEnabled !== context?.before?.isEnabled) {
        notify.success(isEnabled ? "Notifications are on." : "Notifications are off.");
      }
    },
    onError: (cause, _variables, context) => {
      if (context?.before) store(context.before);
      if (cause instanceof Error && cause.message === blockedMessage) {
        setSupport(readPushSupport());
        setProblem(blockedMessage);
      } else showErrorToast(cause);
    },
  });

  const data = settings.data;
  return (
    <section className="card identity-section notifications-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Notifications</h2>
      {!data ? (
        settings.isError ? (
          <p className="muted">We couldn't load your notification settings. Reload the page to try again.</p>
        ) : (
          <div className="notifications-section__skeleton" aria-hidden="true" />
        )
      ) : (
        <>
          <div className="notifications-switch">
            <span className="notifications-switch__icon" aria-hidden="true">
              {data.isEnabled ? <BellRing size={22} /> : <BellOff size={22} />}
            </span>
            <label htmlFor={`${id}-switch`} className="notifications-switch__label">
              <strong>Push notifications</strong>
              <span className="muted">
                {data.isEnabled
                  ? `On${data.deviceCount > 0 ? `, in ${data.deviceCount === 1 ? "1 browser" : `${data.deviceCount} browsers`}` : ""}.`
                  : "Off. Turn them on to hear what matters, as it happens."}
              </span>
            </label>
            <input
              id={`${id}-switch`}
              type="checkbox"
              role="switch"
              aria-checked={data.isEnabled}
              className="notifications-switch__input"
              checked={data.isEnabled}
              disabled={change.isPending || (!data.isEnabled && support === "denied" && data.vapidPublicKey !== null)}
              onChange={(event) => change.mutate({ isEnabled: event.target.checked, kinds: data.kinds })}
            />
          </div>
          {support === "denied" && data.vapidPublicKey ? <p className="muted">{blockedMessage}</p> : null}
          {problem && support !== "denied" ? <p className="muted">{problem}</p> : null}
          {data.isEnabled && data.vapidPublicKey && !browserEndpoint && support === "supported" ? (
            <button
              type="button"
              className="button button--secondary notifications-section__this-browser"
              disabled={change.isPending}
              onClick={() => change.mutate({ isEnabled: true, kinds: data.kinds })}
            >
              Send them to this browser too
            </button>
          ) : null}
          {data.vapidPublicKey === null ? (
            <p className="muted">
              Push notifications aren't switched on for this Ladle yet, so nothing reaches your browser for now.
            </p>
          ) : null}
          <fieldset className="notifications-kinds" disabled={!data.isEnabled || change.isPending}>
            <legend className="notifications-kinds__legend">Tell me about</legend>
            {kindLabels.map((kind) => (
              <div key={kind.key} className="identity-check">
                <input
                  type="checkbox"
                  id={`${id}-${kind.key}`}
                  checked={data.kinds[kind.key]}
                  aria-describedby={`${id}-${kind.key}-hint`}
                  onChange={(event) =>
                    change.mutate({ isEnabled: true, kinds: { ...data.kinds, [kind.key]: event.target.checked } })
                  }
                />
                <label htmlFor={`${id}-${kind.key}`}>
                  {kind.label}
                  <span id={`${id}-${kind.key}-hint`} className="notifications-kinds__hint muted">
                    {kind.hint}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
        </>
      )}
    </section>
  );
}

import "#web/styles/pages/common.css";
import "#web/styles/pages/referral.css";
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import Gift from "lucide-react/icons/gift";
import Share2 from "lucide-react/icons/share-2";
import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatShortDate } from "#core/text/dates.ts";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { CampaignCodes } from "#web/features/identity/components/campaign-codes.tsx";
import { callApi } from "#web/lib/api-client.ts";
import { useCopyText } from "#web/lib/copy-text.ts";
import { notify } from "#web/lib/toast.ts";
import type { Route } from "./+types/referral";

/**
 * Referral (/referral): the viewer's invite code and a link that carries it into sign-up, codes
 * for a campaign (creators and administrators), and the friends who joined with any of them. Open to everyone: a visitor reads what it is and how to start.
 */
export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "Invite friends",
    description: "Invite friends to Ladle with your own link: they start out following you, and you cook together.",
    noIndex: true,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer, env } = context.get(appContext);
  const isRegistered = Boolean(viewer?.completedRegistration);
  const referral = viewer && isRegistered ? await services.identity.loadReferral({ userId: viewer.userId }) : null;
  // Creators and administrators also make codes for a campaign; the friends' code is shown above them.
  const canMakeCodes = Boolean(referral && viewer && (viewer.role !== "AUTHORIZED_USER" || viewer.isAdmin));
  const campaignCodes =
    viewer && canMakeCodes
      ? (await services.identity.listInvites({ inviterId: viewer.userId })).filter(
          (invite) => invite.code !== referral?.code,
        )
      : null;
  return { isSignedIn: Boolean(viewer), isRegistered, referral, campaignCodes, publicUrl: env.publicUrl };
}

export default function ReferralPage({ loaderData }: Route.ComponentProps) {
  const { isSignedIn, isRegistered, referral, campaignCodes, publicUrl } = loaderData;
  return (
    <div className="page referral-page">
      <header className="referral-page__header">
        <p className="eyebrow">
          <Gift size={16} aria-hidden="true" /> Invite friends
        </p>
        <h1>Cook with your friends</h1>
        <p className="muted">
          Share your invite link. Friends who join with it start out following you, so your recipes and meal plans are
          the first thing they see, and you'll see here who came along.
        </p>
      </header>
      {!isSignedIn || !isRegistered || !referral ? (
        <EmptyState
          text={
            isSignedIn
              ? "Finish creating your profile to get your invite link."
              : "Sign in to get your invite link and see who joined with it."
          }
          action={
            isSignedIn
              ? { to: "/auth/registration?redirectTo=%2Freferral", label: "Finish your profile" }
              : { to: "/auth?redirectTo=%2Freferral", label: "Sign in" }
          }
        />
      ) : (
        <>
          <InviteLink code={referral.code} publicUrl={publicUrl} />
          {campaignCodes ? <CampaignCodes invites={campaignCodes} publicUrl={publicUrl} /> : null}
          <Friends referral={referral} />
        </>
      )}
    </div>
  );
}

function InviteLink({ code, publicUrl }: { code: string | null; publicUrl: string }) {
  const revalidator = useRevalidator();
  const [isCreating, setIsCreating] = useState(false);
  const { isCopied, copy } = useCopyText();
  // The button pressed goes as the link arrives: the focus goes on to the link, ready to copy.
  const wasJustMade = useRef(false);
  const linkField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!code || !wasJustMade.current) return;
    wasJustMade.current = false;
    linkField.current?.focus();
  }, [code]);
  if (!code) {
    async function create() {
      setIsCreating(true);
      try {
        await callApi("PUT /me/referral/code");
        wasJustMade.current = true;
        await revalidator.revalidate();
      } catch {
        notify.error("We couldn't make your invite link. Try again in a moment.");
      } finally {
        setIsCreating(false);
      }
    }
    return (
      <section className="referral-card" aria-labelledby="invite-link-title">
        <h2 id="invite-link-title">Your invite link</h2>
        <p className="muted">One link for everyone you invite. It never runs out.</p>
        <button type="button" className="page-button" onClick={create} disabled={isCreating} aria-busy={isCreating}>
          {isCreating ? "Making your link…" : "Get my invite link"}
        </button>
      </section>
    );
  }
  const link = `${publicUrl}/auth?invite=${encodeURIComponent(code)}`;
  async function share() {
    try {
      await navigator.share({ title: "Join me on Ladle", text: "Come and cook with me on Ladle.", url: link });
    } catch {
      // Closing the share sheet is not a failure.
    }
  }
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <section className="referral-card" aria-labelledby="invite-link-title">
      <h2 id="invite-link-title">Your invite link</h2>
      <label className="referral-card__label" htmlFor="invite-link">
        Share this link
      </label>
      <div className="referral-card__row">
        <input
          id="invite-link"
          ref={linkField}
          className="input referral-card__link"
          value={link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="page-button" onClick={() => copy(link, "Link copied.")}>
          {isCopied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
          {isCopied ? "Copied" : "Copy link"}
        </button>
        {canShare ? (
          <button type="button" className="page-button page-button--secondary" onClick={share}>
            <Share2 size={18} aria-hidden="true" /> Share
          </button>
        ) : null}
      </div>
      <p className="muted referral-card__code">
        Or tell them your invite code: <strong className="referral-card__code-value">{code}</strong>. They enter it when
        they create their profile.
      </p>
    </section>
  );
}

function Friends({ referral }: { referral: NonNullable<Route.ComponentProps["loaderData"]["referral"]> }) {
  return (
    <section className="referral-friends" aria-labelledby="friends-title">
      <h2 id="friends-title">
        Friends who joined {referral.joinedCount > 0 ? <span className="muted">({referral.joinedCount})</span> : null}
      </h2>
      {referral.joined.length === 0 ? (
        <p className="muted">No one yet. Friends appear here as soon as they've created their profile.</p>
      ) : (
        <ul className="referral-friends__list">
          {referral.joined.map((friend) => (
            <li key={`${friend.username ?? friend.name}:${String(friend.joinedAt)}`} className="referral-friends__item">
              {friend.avatarUrl ? (
                <img src={friend.avatarUrl} alt="" width={40} height={40} className="referral-friends__avatar" />
              ) : (
                <span className="referral-friends__avatar referral-friends__avatar--initial" aria-hidden="true">
                  {friend.name.charAt(0).toUpperCase()}
                </span>
              )}
              <span className="referral-friends__name">
                {friend.username ? <Link to={`/u/${friend.username}`}>{friend.name}</Link> : friend.name}
              </span>
              <span className="muted referral-friends__date">joined {formatShortDate(friend.joinedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

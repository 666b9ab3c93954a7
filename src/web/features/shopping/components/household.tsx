/**
 * Sharing the list as a household: who shares it, inviting someone by username (the owner), removing
 * them or leaving, and answering invitations from others. These need the network: they are sent
 * at once, not queued.
 */
import UserPlus from "lucide-react/icons/user-plus";
import { type FormEvent, useId, useState } from "react";
import { ApiError, callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import type { TShoppingView } from "../operations.ts";
import { replaceShoppingList } from "../shopping-store.ts";

type TRefusals = Record<number, string>;

/** How many people share the list: its owner and members, not those invited who have yet to accept. */
export function countSharers(view: Pick<TShoppingView, "members">): number {
  return view.members.filter((member) => member.role !== "invited").length;
}

/** What a refused sharing request means, by status (the server's own text is never shown). */
const refusals: TRefusals = {
  400: "That's you: this list is yours already.",
  403: "Only the list's owner can invite people.",
  404: "No one on Ladle goes by that username.",
  409: "You share your own list with others. Remove them before joining another list.",
};

const removalRefusals: TRefusals = {
  ...refusals,
  403: "Only the list's owner can remove people. You can leave the list instead.",
};

/** An invitation to someone already invited or on the list sends nothing, and says why. */
function inviteRefusals(view: TShoppingView, typed: string): TRefusals {
  const username = typed.replace(/^@/, "").toLowerCase();
  const member = view.members.find((someone) => someone.username.toLowerCase() === username);
  const already =
    member?.role === "invited" ? `You've invited @${username} already.` : `@${username} is already on this list.`;
  return { ...refusals, 409: already };
}

/** How a request went: done, refused for a reason to show, or failed (a toast has said so). */
type TSent = { isDone: true } | { isDone: false; refusal: string | null };

async function send(
  request: () => Promise<TShoppingView>,
  success?: string,
  refusalsByStatus: TRefusals = refusals,
): Promise<TSent> {
  try {
    replaceShoppingList(await request());
    if (success) notify.success(success);
    return { isDone: true };
  } catch (error) {
    const refusal = error instanceof ApiError ? refusalsByStatus[error.status ?? 0] : undefined;
    if (refusal) return { isDone: false, refusal };
    showErrorToast(error);
    return { isDone: false, refusal: null };
  }
}

/** A refusal to tell in a warning (failures have had their toast). */
function warnIfRefused(sent: TSent) {
  if (!sent.isDone && sent.refusal) notify.warning(sent.refusal);
}

export function Invitations({ view }: { view: TShoppingView }) {
  if (view.invitations.length === 0) return null;
  return (
    <ul className="shopping-invitations" aria-label="Invitations" data-focus-section="invitations">
      {view.invitations.map((invitation) => (
        <li key={invitation.listId} className="shopping-invitation" data-focus-lines="">
          <p>
            <strong>{invitation.owner.name}</strong> (@{invitation.owner.username}) invited you to share their shopping
            list. Your items come along.
          </p>
          <div className="cluster">
            <button
              type="button"
              className="button button--small"
              data-focus-control="join"
              onClick={async () => {
                const sent = await send(
                  () =>
                    callApi("POST /shopping-lists/:listId/invitation/accept", {
                      params: { listId: invitation.listId },
                    }),
                  `You're on ${invitation.owner.name}'s list now.`,
                );
                warnIfRefused(sent);
              }}
            >
              Join
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              data-focus-control="decline"
              onClick={() =>
                send(() =>
                  callApi("POST /shopping-lists/:listId/invitation/decline", { params: { listId: invitation.listId } }),
                )
              }
            >
              Decline
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Household({ view }: { view: TShoppingView }) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem("username") as HTMLInputElement;
    const username = field.value.trim();
    // What to put right is said in the field, and the focus goes back there from Invite.
    if (!username) {
      field.focus();
      return setError("Type a username.");
    }
    setIsSending(true);
    // The toast says who was invited; a refusal is said in the field.
    const sent = await send(
      () => callApi("POST /shopping-lists/:listId/members", { params: { listId: view.id }, body: { username } }),
      `Invited @${username.replace(/^@/, "")}.`,
      inviteRefusals(view, username),
    );
    setIsSending(false);
    setError(sent.isDone ? null : sent.refusal);
    // Only an invitation that went empties the field. Invite was disabled while it was sent, which
    // drops the focus: it goes back to the field, for the next person or to try again.
    if (sent.isDone) form.reset();
    field.focus();
  }

  const remove = async (userId: string, success: string) => {
    const sent = await send(
      () => callApi("DELETE /shopping-lists/:listId/members/:userId", { params: { listId: view.id, userId } }),
      success,
      removalRefusals,
    );
    warnIfRefused(sent);
  };

  return (
    <section className="household" aria-labelledby="household-title">
      <h2 id="household-title">Shared with</h2>
      <ul className="household__members">
        {view.members.map((member) => (
          <li key={member.userId} className="household__member">
            <span className="household__who">
              {member.name} <span className="muted">@{member.username}</span>{" "}
              <span className="household__role muted">
                {member.role === "owner" ? "Owner" : member.role === "invited" ? "Invited" : "Member"}
              </span>
            </span>
            {view.isOwner && member.role !== "owner" ? (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => remove(member.userId, `${member.name} is off the list.`)}
              >
                {member.role === "invited" ? "Withdraw" : "Remove"}
              </button>
            ) : null}
            {!view.isOwner && member.userId === view.viewerId ? (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => remove(member.userId, "You left the shared list.")}
              >
                Leave
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {view.isOwner ? (
        <form className="household__invite" onSubmit={invite} noValidate>
          <label htmlFor={inputId} className="field__label">
            Invite someone by username
          </label>
          <div className="household__invite-row">
            <input
              id={inputId}
              name="username"
              className="input"
              placeholder="@username"
              autoComplete="off"
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
            <button type="submit" className="button button--secondary" disabled={isSending} aria-busy={isSending}>
              <UserPlus size={16} aria-hidden="true" />
              Invite
            </button>
          </div>
          {error ? (
            <p id={`${inputId}-error`} className="field__error" role="alert">
              {error}
            </p>
          ) : (
            <p className="muted household__hint">They'll see the list once they accept.</p>
          )}
        </form>
      ) : null}
    </section>
  );
}

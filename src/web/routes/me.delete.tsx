import "#web/styles/pages/common.css";
import "#web/styles/pages/identity-forms.css";
import "#web/styles/pages/identity-settings.css";
import { useMutation } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { BusyButton, FieldError, TextField } from "#web/features/identity/components/fields.tsx";
import { IdentityPage } from "#web/features/identity/components/identity-page.tsx";
import { useLeave } from "#web/features/identity/use-leave.ts";
import { track } from "#web/lib/analytics.ts";
import { callApi } from "#web/lib/api-client.ts";
import { ApiError, errorTexts, showErrorToast } from "#web/lib/errors.ts";
import type { Route } from "./+types/me.delete";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Delete your account", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  // Deleting cancels the account's subscriptions at once, not at the end of the period paid for.
  const subscriptions = viewer ? await services.subscriptions.listMine({ userId: viewer.userId }) : [];
  return {
    username: viewer?.profile?.username ?? "",
    hasBlog: Boolean(viewer?.blog),
    subscribedBlogs: subscriptions
      .filter((s) => s.hasAccess)
      .map((s) => s.blog.title)
      .sort((a, b) => a.localeCompare(b)),
  };
}

export default function DeleteAccountPage({ loaderData }: Route.ComponentProps) {
  const { username, hasBlog, subscribedBlogs } = loaderData;
  const id = useId();
  const leave = useLeave();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const deletion = useMutation({
    mutationFn: () => callApi("POST /account/delete"),
    // The server removed every session and cleared the cookie; the client signs out too.
    onSuccess: () => leave("account-deleted", "Your account has been deleted."),
    onError: (cause) => {
      track("delete account error", { code: cause instanceof ApiError ? cause.code : "NETWORK" });
      showErrorToast(cause);
      setFormError(`${errorTexts.generic}: your account was not deleted. Please try again.`);
    },
  });
  const isBusy = deletion.isPending || deletion.isSuccess;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setFormError(null);
    if (typed.trim().replace(/^@/, "").toLowerCase() !== username) {
      setError(typed.trim() ? `That doesn't match. Type ${username} to confirm.` : `Type ${username} to confirm.`);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    deletion.mutate();
  }

  // One sentence: each thing lost ends with a semicolon, the last (whichever it is) with a full stop.
  const losses: { key: string; text: string }[] = [
    { key: "profile", text: "your profile, username, photo and bio" },
    { key: "recipes", text: "every recipe you added, public or private, and your collections, meal plans and reviews" },
    { key: "follows", text: "who you follow and who follows you" },
    { key: "sign-in", text: "your sign-in methods, on every device" },
  ];
  if (hasBlog) losses.push({ key: "blog", text: "your blog, and the subscriptions to it are cancelled" });
  if (subscribedBlogs.length > 0)
    losses.push({
      key: "subscriptions",
      text: `your ${subscribedBlogs.length === 1 ? "subscription" : "subscriptions"} to ${listOf(subscribedBlogs)}, which ${subscribedBlogs.length === 1 ? "ends" : "end"} now, not at the end of the period you paid for`,
    });

  return (
    <IdentityPage back={{ to: "/me/edit", label: "Edit profile" }} title="Delete your account">
      <section className="card identity-section identity-section--danger" aria-labelledby={`${id}-what`}>
        <h2 id={`${id}-what`} className="identity-danger-title">
          <TriangleAlert aria-hidden="true" size={22} />
          This can't be undone
        </h2>
        <p>Deleting your account removes, straight away and for good:</p>
        <ul className="identity-list">
          {losses.map((loss, index) => (
            <li key={loss.key}>
              {loss.text}
              {index === losses.length - 1 ? "." : ";"}
            </li>
          ))}
        </ul>
        <p className="muted">
          Want a break instead? You can make your profile private on <Link to="/me/edit">Edit profile</Link>. More about
          what happens to your data on <Link to="/data-deletion-requests">deleting your data</Link>.
        </p>
        <p className="muted">
          Keep a copy first:{" "}
          <a href="/api/me/export" download>
            download everything you made
          </a>{" "}
          (recipes with photos, collections, meal plans, shopping list and reviews, in one zip).
        </p>
        <form className="identity-form identity-form--spaced" onSubmit={submit} noValidate>
          <TextField
            id={`${id}-confirm`}
            inputRef={inputRef}
            label={
              <>
                Type your username, <strong className="identity-mono">{username}</strong>, to confirm
              </>
            }
            name="confirm"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error}
          />
          <FieldError id={`${id}-form-error`} message={formError} />
          <div className="identity-actions">
            <BusyButton isBusy={isBusy} variant="danger">
              Delete my account
            </BusyButton>
            <Link to="/me" className="button button--ghost">
              Keep my account
            </Link>
          </div>
        </form>
      </section>
    </IdentityPage>
  );
}

/** "A", "A and B", "A, B and C". */
function listOf(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : (names[0] ?? "");
}

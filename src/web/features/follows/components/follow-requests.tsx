/**
 * /me's follow parts: requests to follow a private profile (approve or decline each) and the
 * notices of requests others approved. Each button posts a small form to /me's action, so they work
 * before the page's script has loaded; the list is read again after each answer.
 */
import { Check, PartyPopper, UserCheck, X } from "lucide-react";
import { Link, useFetcher } from "react-router";
import type { TFollowNotice, TFollowRequest } from "#core/follows/follow.schema.ts";
import { EmptyState, PageSection } from "#web/components/page-section.tsx";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import { PeopleList } from "./people-list.tsx";

interface TAnswerResult {
  ok: boolean;
  formError?: string | null;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

export function FollowRequestsSection({ requests, total }: { requests: TFollowRequest[]; total: number }) {
  return (
    <PageSection
      id="me-follow-requests"
      title={
        <>
          Follow requests <span className="request-count tabular">{total}</span>
        </>
      }
    >
      {requests.length > 0 ? (
        <>
          <PeopleList
            people={requests}
            label="Follow requests"
            renderNote={(person) => (
              <span className="person-row__note muted">Asked {dateFormat.format(new Date(person.requestedAt))}</span>
            )}
            renderAction={(person) => <RequestAnswer person={person} />}
          />
          {total > requests.length ? (
            <p className="muted identity-note">
              Showing the {requests.length} oldest of {total}: answer these and the next ones appear.
            </p>
          ) : null}
        </>
      ) : (
        <EmptyState
          icon={<UserCheck aria-hidden="true" size={32} className="muted" />}
          text="No requests waiting. Your profile is private: when someone asks to follow you, you decide here."
        />
      )}
    </PageSection>
  );
}

const answers = [
  { intent: "approve", label: "Approve", className: "button", Icon: Check },
  { intent: "decline", label: "Decline", className: "button button--secondary", Icon: X },
] as const;

function RequestAnswer({ person }: { person: TFollowRequest }) {
  const fetcher = useFetcher<TAnswerResult>();
  const intent = fetcher.formData?.get("intent");
  const isBusy = fetcher.state !== "idle";
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.formError : null;
  useFormMessageReport(error, fetcher.data, "follow request");
  return (
    <fetcher.Form method="post" action="/me" className="request-answer">
      <input type="hidden" name="userId" value={person.id} />
      {answers.map(({ intent: value, label, className, Icon }) => (
        <button
          key={value}
          type="submit"
          name="intent"
          value={value}
          className={className}
          disabled={isBusy}
          aria-busy={intent === value}
        >
          <Icon aria-hidden="true" size={18} />
          {label}
          <span className="visually-hidden"> {person.name}</span>
        </button>
      ))}
      {error ? (
        <p className="field-error request-answer__error" role="alert">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** "Sam approved your follow request": one line each, until dismissed. */
export function FollowNotices({ notices }: { notices: TFollowNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <section className="follow-notices" aria-label="News">
      <ul>
        {notices.map((notice) => (
          <FollowNoticeRow key={notice.id} notice={notice} />
        ))}
      </ul>
    </section>
  );
}

function FollowNoticeRow({ notice }: { notice: TFollowNotice }) {
  const fetcher = useFetcher<TAnswerResult>();
  // Gone at once; the page's next read agrees.
  if (fetcher.state !== "idle" || fetcher.data?.ok) return null;
  const { person } = notice;
  return (
    <li className="follow-notice">
      <PartyPopper aria-hidden="true" size={20} className="follow-notice__icon" />
      <p className="follow-notice__text">
        <Link to={`/u/${encodeURIComponent(person.username)}`}>{person.name}</Link> approved your follow request. Their
        recipes and collections are open to you now.
      </p>
      <fetcher.Form method="post" action="/me">
        <input type="hidden" name="noticeId" value={notice.id} />
        <button type="submit" name="intent" value="dismiss" className="button button--ghost follow-notice__dismiss">
          <X aria-hidden="true" size={18} />
          <span className="visually-hidden">Dismiss the notice about {person.name}</span>
        </button>
      </fetcher.Form>
    </li>
  );
}

/**
 * Codes for a campaign (/referral, creators and administrators): invite codes with a number of
 * uses and an expiry, made for a newsletter, a video or an event, each with its sign-up link and
 * how many people have joined with it. The friends' link above it is the one that never runs out.
 */
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { type FormEvent, useId, useState } from "react";
import type { TInvite } from "#core/identity/invite.schema.ts";
import { formatLongDate } from "#core/text/dates.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";
import { useCopyText } from "#web/lib/copy-text.ts";
import { notify } from "#web/lib/toast.ts";
import { BusyButton, FieldError } from "./fields.tsx";

/** The API sends dates as ISO strings; the page's loader sends them as dates. */
type TShownInvite = Omit<TInvite, "expiresAt" | "createdAt"> & { expiresAt: Date | string | null };

const expiryChoices = [
  { days: "", label: "Never" },
  { days: "7", label: "In a week" },
  { days: "30", label: "In 30 days" },
  { days: "90", label: "In 90 days" },
  { days: "365", label: "In a year" },
];

export const maxCampaignUses = 10_000;

export function CampaignCodes({ invites, publicUrl }: { invites: TShownInvite[]; publicUrl: string }) {
  const id = useId();
  const [made, setMade] = useState<TShownInvite[]>([]);
  const [isMaking, setIsMaking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = [...made, ...invites];

  async function make(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const uses = Number(form.get("uses"));
    if (!Number.isInteger(uses) || uses < 1 || uses > maxCampaignUses) {
      setError(`Enter a whole number of people from 1 to ${maxCampaignUses.toLocaleString("en-GB")}.`);
      return;
    }
    const days = String(form.get("expires") ?? "");
    setError(null);
    setIsMaking(true);
    try {
      const invite = await callApi("POST /invites", {
        body: { maxUses: uses, ...(days ? { expiresInDays: Number(days) } : {}) },
      });
      setMade((codes) => [invite, ...codes]);
      notify.success(`Code ${invite.code} is ready to share.`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "We couldn't make a code. Try again in a moment.");
    } finally {
      setIsMaking(false);
    }
  }

  return (
    <section className="referral-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Codes for a campaign</h2>
      <p className="muted">
        For a newsletter, a video or an event: a code that a set number of people can join with, and that can stop
        working on a date. Whoever joins with it starts out following you.
      </p>
      <form className="campaign-codes__form" onSubmit={make} noValidate>
        <div className="field">
          <label htmlFor={`${id}-uses`} className="field__label">
            How many people can join with it
          </label>
          <input
            id={`${id}-uses`}
            name="uses"
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxCampaignUses}
            step={1}
            defaultValue={100}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-expires`} className="field__label">
            Stops working
          </label>
          <select id={`${id}-expires`} name="expires" className="input" defaultValue="30">
            {expiryChoices.map((choice) => (
              <option key={choice.days} value={choice.days}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <BusyButton isBusy={isMaking}>{isMaking ? "Making the code…" : "Make a code"}</BusyButton>
      </form>
      <FieldError id={`${id}-error`} message={error} />
      {shown.length === 0 ? (
        <p className="muted">No campaign codes yet.</p>
      ) : (
        <ul className="campaign-codes__list" aria-label="Your campaign codes">
          {shown.map((invite) => (
            <CampaignCode key={invite.code} invite={invite} publicUrl={publicUrl} />
          ))}
        </ul>
      )}
    </section>
  );
}

function describeUses({ maxUses, useCount }: TShownInvite): string {
  const joined = useCount === 1 ? "1 person joined" : `${useCount} people joined`;
  return maxUses === null ? joined : `${joined} of ${maxUses}`;
}

function describeExpiry(expiresAt: Date | string | null): string {
  if (!expiresAt) return "Never stops working";
  const date = new Date(expiresAt);
  return date.getTime() <= Date.now()
    ? `Stopped working on ${formatLongDate(date)}`
    : `Works until ${formatLongDate(date)}`;
}

function CampaignCode({ invite, publicUrl }: { invite: TShownInvite; publicUrl: string }) {
  const { isCopied, copy } = useCopyText();
  const link = `${publicUrl}/auth?invite=${encodeURIComponent(invite.code)}`;
  const isUsedUp = invite.maxUses !== null && invite.useCount >= invite.maxUses;
  return (
    <li className="campaign-codes__item">
      <strong className="referral-card__code-value">{invite.code}</strong>
      <span className="muted">
        {describeUses(invite)}
        {isUsedUp ? " (used up)" : ""} · {describeExpiry(invite.expiresAt)}
      </span>
      <button type="button" className="page-button page-button--secondary" onClick={() => copy(link, "Link copied.")}>
        {isCopied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
        {isCopied ? "Copied" : "Copy link"}
        <span className="visually-hidden"> for code {invite.code}</span>
      </button>
    </li>
  );
}

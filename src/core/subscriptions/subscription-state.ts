/**
 * The subscription state machine. The payment provider tells Ladle about a subscription through
 * events that may arrive late, twice or out of order; each event is reduced to a snapshot of the
 * subscription as it was at that moment, and the stored state is the newest snapshot by a total
 * order: a cancellation is final, then the later billing period, then the later moment, then the
 * event id. Folding snapshots in any order therefore ends in the same state, and folding one twice
 * changes nothing.
 */
import type { TSubscriptionStatus } from "./subscription.schema.ts";

/** How long a subscriber keeps reading after a renewal payment fails: 3 days from the first failure. */
export const pastDueGraceMs = 3 * 24 * 60 * 60 * 1000;

export interface TSubscriptionSnapshot {
  eventId: string;
  at: Date;
  status: TSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  periodEnd: Date | null;
}

export interface TSubscriptionState {
  status: TSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** The earliest failure of the current period (null unless past due). */
  pastDueSince: Date | null;
  graceEndsAt: Date | null;
  endedAt: Date | null;
  /** The snapshot the state came from; null before the first event. */
  stateAt: Date | null;
  stateEventId: string | null;
}

export const initialSubscriptionState: TSubscriptionState = {
  status: "incomplete",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  pastDueSince: null,
  graceEndsAt: null,
  endedAt: null,
  stateAt: null,
  stateEventId: null,
};

const time = (date: Date | null) => date?.getTime() ?? Number.NEGATIVE_INFINITY;

/** Negative, zero or positive as snapshot `a` is older than, the same as, or newer than `b`. */
function compareSnapshots(
  a: Pick<TSubscriptionSnapshot, "status" | "periodEnd" | "at" | "eventId">,
  b: Pick<TSubscriptionSnapshot, "status" | "periodEnd" | "at" | "eventId">,
): number {
  const order = [
    Number(a.status === "canceled") - Number(b.status === "canceled"),
    time(a.periodEnd) - time(b.periodEnd),
    time(a.at) - time(b.at),
  ];
  const first = order.find((difference) => difference !== 0);
  if (first !== undefined) return first;
  return a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0;
}

function minDate(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() <= b.getTime() ? a : b;
}

const isSameTime = (a: Date | null, b: Date | null) => time(a) === time(b);

/** The state after one more snapshot; an older snapshot than the state's own changes nothing. */
export function applySnapshot(state: TSubscriptionState, snapshot: TSubscriptionSnapshot): TSubscriptionState {
  const current =
    state.stateAt && state.stateEventId
      ? { status: state.status, periodEnd: state.currentPeriodEnd, at: state.stateAt, eventId: state.stateEventId }
      : null;
  const isNewer = current === null || compareSnapshots(snapshot, current) > 0;
  const winner = isNewer
    ? {
        status: snapshot.status,
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        currentPeriodEnd: snapshot.periodEnd,
        stateAt: snapshot.at,
        stateEventId: snapshot.eventId,
      }
    : {
        status: state.status,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        currentPeriodEnd: state.currentPeriodEnd,
        stateAt: state.stateAt,
        stateEventId: state.stateEventId,
      };
  // Grace counts from the first failure of the period, whichever failure arrived first.
  const earlierFailure = isSameTime(state.currentPeriodEnd, winner.currentPeriodEnd) ? state.pastDueSince : null;
  const thisFailure =
    snapshot.status === "past_due" && isSameTime(snapshot.periodEnd, winner.currentPeriodEnd) ? snapshot.at : null;
  const pastDueSince = winner.status === "canceled" ? null : minDate(earlierFailure, thisFailure);
  return {
    ...winner,
    pastDueSince,
    graceEndsAt:
      winner.status === "past_due" && pastDueSince ? new Date(pastDueSince.getTime() + pastDueGraceMs) : null,
    endedAt: winner.status === "canceled" ? winner.stateAt : null,
  };
}

/** Whether a subscription in this state opens its blog's paywalled content at `now`. */
export function hasAccessAt(
  state: Pick<TSubscriptionState, "status" | "cancelAtPeriodEnd" | "currentPeriodEnd" | "graceEndsAt">,
  now: Date,
): boolean {
  const endsAt = findAccessEnd(state);
  if (state.status === "active") return !state.cancelAtPeriodEnd || (endsAt !== null && now < endsAt);
  if (state.status === "past_due") return endsAt !== null && now < endsAt;
  return false;
}

/**
 * When access ends unless the subscriber pays again: the period's end (it renews unless cancelled),
 * or the grace period's end when a payment failed. Null when there is no access to end.
 */
export function findAccessEnd(
  state: Pick<TSubscriptionState, "status" | "cancelAtPeriodEnd" | "currentPeriodEnd" | "graceEndsAt">,
): Date | null {
  if (state.status === "active") return state.currentPeriodEnd;
  if (state.status === "past_due") {
    if (state.cancelAtPeriodEnd) return minDate(state.graceEndsAt, state.currentPeriodEnd);
    return state.graceEndsAt;
  }
  return null;
}

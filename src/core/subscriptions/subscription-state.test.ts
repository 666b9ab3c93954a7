import { describe, expect, it } from "vitest";
import {
  applySnapshot,
  hasAccessAt,
  initialSubscriptionState,
  pastDueGraceMs,
  type TSubscriptionSnapshot,
} from "./subscription-state.ts";

const day = 24 * 60 * 60 * 1000;
const start = new Date("2026-01-01T00:00:00Z").getTime();
const at = (days: number) => new Date(start + days * day);

function snapshot(eventId: string, days: number, overrides: Partial<TSubscriptionSnapshot>): TSubscriptionSnapshot {
  return { eventId, at: at(days), status: "active", cancelAtPeriodEnd: false, periodEnd: at(31), ...overrides };
}

/** A subscription's year: paid, renewed, a failed renewal, paid again, cancelled at period end, ended. */
const lifecycle: TSubscriptionSnapshot[] = [
  snapshot("evt_a", 0, {}),
  snapshot("evt_b", 31, { periodEnd: at(59) }),
  snapshot("evt_c", 59, { status: "past_due", periodEnd: at(90) }),
  snapshot("evt_d", 60, { status: "past_due", periodEnd: at(90) }),
  snapshot("evt_e", 61, { status: "active", periodEnd: at(90) }),
  snapshot("evt_f", 70, { cancelAtPeriodEnd: true, periodEnd: at(90) }),
  snapshot("evt_g", 90, { status: "canceled", cancelAtPeriodEnd: true, periodEnd: at(90) }),
];

const fold = (events: TSubscriptionSnapshot[]) => events.reduce(applySnapshot, initialSubscriptionState);

/** Every ordering of `items` (7! = 5040 for the lifecycle). */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("the subscription state machine", () => {
  it("ends in the same state whatever order the events arrive in", () => {
    const expected = fold(lifecycle);
    expect(expected).toMatchObject({ status: "canceled", endedAt: at(90), pastDueSince: null });
    for (const order of permutations(lifecycle)) expect(fold(order)).toEqual(expected);
  });

  it("changes nothing when an event is replayed", () => {
    for (let count = 1; count <= lifecycle.length; count += 1) {
      const state = fold(lifecycle.slice(0, count));
      for (const event of lifecycle.slice(0, count)) expect(applySnapshot(state, event)).toEqual(state);
    }
  });

  it("never lets an older event undo a newer one", () => {
    const renewed = fold([lifecycle[0], lifecycle[1]]);
    expect(applySnapshot(renewed, lifecycle[0])).toEqual(renewed);
    const ended = fold([lifecycle[6]]);
    expect(applySnapshot(ended, snapshot("evt_z", 200, { periodEnd: at(300) })).status).toBe("canceled");
  });

  it("counts the grace period from the first failure of the period, whichever arrives first", () => {
    const late = fold([lifecycle[1], lifecycle[3], lifecycle[2]]);
    expect(late.status).toBe("past_due");
    expect(late.pastDueSince).toEqual(at(59));
    expect(late.graceEndsAt).toEqual(new Date(at(59).getTime() + pastDueGraceMs));
  });

  it("opens the blog while active, while past due within the grace period, and until a cancelled period ends", () => {
    const active = fold(lifecycle.slice(0, 2));
    expect(hasAccessAt(active, at(40))).toBe(true);
    const pastDue = fold(lifecycle.slice(0, 3));
    expect(hasAccessAt(pastDue, at(61))).toBe(true);
    expect(hasAccessAt(pastDue, at(62))).toBe(false);
    const cancelling = fold(lifecycle.slice(0, 6));
    expect(cancelling).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(hasAccessAt(cancelling, at(89))).toBe(true);
    expect(hasAccessAt(cancelling, at(90))).toBe(false);
    expect(hasAccessAt(fold(lifecycle), at(80))).toBe(false);
    expect(hasAccessAt(initialSubscriptionState, at(0))).toBe(false);
  });

  it("reactivates: a later event without the cancellation wins", () => {
    const reactivated = applySnapshot(
      fold(lifecycle.slice(0, 6)),
      snapshot("evt_r", 71, { cancelAtPeriodEnd: false, periodEnd: at(90) }),
    );
    expect(reactivated).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(hasAccessAt(reactivated, at(95))).toBe(true);
  });
});

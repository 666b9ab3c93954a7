/**
 * The editor's plan and its changes. Every change goes to the API one after another (one mutation
 * scope per plan, so answers never arrive out of order). A change shows at once: the plan on screen
 * is the server's latest answer with the changes still on their way laid over it, so an answer to
 * an earlier change never undoes a later one, and a refused change goes back alone. A change to a
 * dish another tab took out says so and reloads the plan.
 */
import { useMutation } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { TMealPlanEntryInput, TMealPlanEntryUpdate } from "#core/meal-plans/meal-plan-input.schema.ts";
import type { TMealPlanFull } from "#core/meal-plans/meal-plan-view.schema.ts";
import { mealPlanLimits, type TMealSlot } from "#core/meal-plans/meal-slots.ts";
import { entryNotFoundMessage } from "#core/meal-plans/plan-messages.ts";
import { callApi, type TApiResponse } from "#web/lib/api-client.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";

export type TPlan = TApiResponse<"GET /meal-plans/:id"> & { access: "full" };
type TChange =
  | { kind: "add"; input: TMealPlanEntryInput }
  | { kind: "update"; entryId: string; input: TMealPlanEntryUpdate }
  | { kind: "remove"; entryId: string };
export type TPendingChange = { id: number; apply: (plan: TPlan) => TPlan };

/** The plan with one entry moved to the end (or `position`) of another meal. */
export function moveLocally(plan: TPlan, entryId: string, day: number, slot: TMealSlot, position?: number): TPlan {
  const moving = plan.entries.find((e) => e.id === entryId);
  if (!moving) return plan;
  const others = plan.entries.filter((e) => e.id !== entryId);
  const target = others.filter((e) => e.day === day && e.slot === slot);
  const at = Math.min(position ?? target.length, target.length);
  target.splice(at, 0, { ...moving, day, slot });
  const renumbered = new Map(target.map((e, i) => [e.id, { ...e, position: i }]));
  const rest = others.filter((e) => !(e.day === day && e.slot === slot));
  return { ...plan, entries: [...rest, ...renumbered.values()] };
}

export function countMeal(plan: Pick<TPlan, "entries">, day: number, slot: TMealSlot, exceptId?: string): number {
  return plan.entries.filter((e) => e.day === day && e.slot === slot && e.id !== exceptId).length;
}

/** The plan as the server last sent it, with the changes not yet answered applied in order. */
export function applyPending(saved: TPlan, pending: readonly TPendingChange[]): TPlan {
  return pending.reduce((plan, change) => change.apply(plan), saved);
}

/** A change to a dish that is no longer in the plan (the plan's own 404 is the page's to show). */
function isEntryGone(change: TChange, error: unknown): boolean {
  return change.kind !== "add" && error instanceof ApiError && error.status === 404;
}

export function usePlanEditor(loaded: TMealPlanFull | TPlan) {
  const [saved, setSaved] = useState(loaded as TPlan);
  // A saved details form, or a reload after a stale change, brings fresh page data: take it.
  useEffect(() => setSaved(loaded as TPlan), [loaded]);
  const [pending, setPending] = useState<TPendingChange[]>([]);
  const plan = useMemo(() => applyPending(saved, pending), [saved, pending]);
  const nextChangeId = useRef(0);
  const revalidator = useRevalidator();

  const mutation = useMutation({
    scope: { id: `meal-plan:${plan.id}` },
    mutationFn: (change: TChange) => {
      const params = { id: plan.id };
      if (change.kind === "add") return callApi("POST /meal-plans/:id/entries", { params, body: change.input });
      if (change.kind === "update")
        return callApi("PATCH /meal-plans/:id/entries/:entryId", {
          params: { ...params, entryId: change.entryId },
          body: change.input,
        });
      return callApi("DELETE /meal-plans/:id/entries/:entryId", { params: { ...params, entryId: change.entryId } });
    },
  });

  async function change(next: TChange, optimistic?: (current: TPlan) => TPlan): Promise<boolean> {
    const id = nextChangeId.current++;
    if (optimistic) setPending((changes) => [...changes, { id, apply: optimistic }]);
    const settle = () => setPending((changes) => changes.filter((c) => c.id !== id));
    try {
      const answer = await mutation.mutateAsync(next);
      setSaved(answer as TPlan);
      settle();
      return true;
    } catch (error) {
      settle();
      if (isEntryGone(next, error)) {
        notify.error(entryNotFoundMessage);
        void revalidator.revalidate();
      } else showErrorToast(error);
      return false;
    }
  }

  function hasRoom(day: number, slot: TMealSlot, exceptId?: string): boolean {
    if (countMeal(plan, day, slot, exceptId) < mealPlanLimits.maxEntriesPerMeal) return true;
    notify.warning(`A meal holds at most ${mealPlanLimits.maxEntriesPerMeal} recipes.`);
    return false;
  }

  return {
    plan,
    isSaving: mutation.isPending,
    add(input: TMealPlanEntryInput) {
      if (!hasRoom(input.day, input.slot)) return Promise.resolve(false);
      return change({ kind: "add", input });
    },
    move(entryId: string, day: number, slot: TMealSlot, position?: number) {
      if (!hasRoom(day, slot, entryId)) return Promise.resolve(false);
      return change({ kind: "update", entryId, input: { day, slot, position } }, (current) =>
        moveLocally(current, entryId, day, slot, position),
      );
    },
    update(entryId: string, input: Omit<TMealPlanEntryUpdate, "day" | "slot" | "position">) {
      return change({ kind: "update", entryId, input }, (current) => ({
        ...current,
        entries: current.entries.map((e) =>
          e.id === entryId ? { ...e, servings: input.servings ?? e.servings, note: input.note ?? e.note } : e,
        ),
      }));
    },
    swap(entryId: string, recipeId: string) {
      return change({ kind: "update", entryId, input: { recipeId } });
    },
    /** The servings most dishes in the plan have: what a new dish starts with. */
    defaultServings(): number {
      const counts = new Map<number, number>();
      for (const e of plan.entries) counts.set(e.servings, (counts.get(e.servings) ?? 0) + 1);
      return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 2;
    },
    remove(entryId: string) {
      return change({ kind: "remove", entryId }, (current) => ({
        ...current,
        entries: current.entries.filter((e) => e.id !== entryId),
      }));
    },
  };
}

export type TPlanEditor = ReturnType<typeof usePlanEditor>;

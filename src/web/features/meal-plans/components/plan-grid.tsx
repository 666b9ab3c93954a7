/**
 * The week at a glance: one column per day on wide screens (a row of weeks for longer plans), one
 * card per day on phones, meals in the day's order, and each day's nutrition per person below it.
 * The editor draws its own board on the same layout (`renderMeal`).
 */
import type { ReactNode } from "react";
import type { TMealPlanEntry } from "#core/meal-plans/meal-plan-view.schema.ts";
import { mealSlotLabels, type TMealSlot } from "#core/meal-plans/meal-slots.ts";
import { formatDay, formatTotals, groupEntries, totalDay } from "../format.ts";
import { PlanEntryCard } from "./plan-entry-card.tsx";

export interface TPlanGridProps {
  startDate: string | null;
  dayCount: number;
  /** The meals shown in every day, in order. */
  slots: readonly TMealSlot[];
  entries: readonly TMealPlanEntry[];
  /** Draws a meal's contents; the read-only list by default. */
  renderMeal?: (meal: { day: number; slot: TMealSlot; entries: TMealPlanEntry[]; label: string }) => ReactNode;
  /** Hide the day's totals (the editor keeps them). */
  hasTotals?: boolean;
}

const daysPerWeek = 7;

export function PlanGrid({ startDate, dayCount, slots, entries, renderMeal, hasTotals = true }: TPlanGridProps) {
  const grouped = groupEntries(entries);
  const weeks = Array.from({ length: Math.ceil(dayCount / daysPerWeek) }, (_, week) =>
    Array.from({ length: Math.min(daysPerWeek, dayCount - week * daysPerWeek) }, (_, i) => week * daysPerWeek + i),
  );
  return (
    <div className="plan-weeks">
      {weeks.map((days, week) => (
        <section key={days[0]} className="plan-week" aria-label={weeks.length > 1 ? `Week ${week + 1}` : undefined}>
          {weeks.length > 1 ? <h2 className="plan-week__title">Week {week + 1}</h2> : null}
          <ol className="plan-grid" style={{ "--plan-days": days.length, "--plan-rows": slots.length + 2 } as never}>
            {days.map((day) => {
              const label = formatDay(startDate, day);
              const dayTotals = totalDay(grouped.day(day));
              const totals = formatTotals(dayTotals);
              return (
                <li key={day} className="plan-day">
                  <h3 className="plan-day__title">
                    {label.name}
                    {label.date ? <span className="plan-day__date"> {label.date}</span> : null}
                  </h3>
                  {slots.map((slot) => {
                    const meal = grouped.meal(day, slot);
                    const name = `${mealSlotLabels[slot]}, ${label.name}${label.date ? ` ${label.date}` : ""}`;
                    return (
                      <div
                        key={slot}
                        className="plan-meal"
                        data-slot={slot}
                        data-empty={meal.length === 0 || undefined}
                      >
                        <h4 className="plan-meal__label">{mealSlotLabels[slot]}</h4>
                        {renderMeal ? (
                          renderMeal({ day, slot, entries: meal, label: name })
                        ) : meal.length > 0 ? (
                          <ul className="plan-meal__entries">
                            {meal.map((entry) => (
                              <li key={entry.id}>
                                <PlanEntryCard entry={entry} />
                              </li>
                            ))}
                          </ul>
                        ) : (
                          <p className="plan-meal__empty">
                            <span aria-hidden="true">–</span>
                            <span className="visually-hidden">Nothing planned</span>
                          </p>
                        )}
                      </div>
                    );
                  })}
                  <p className="plan-day__totals">
                    {hasTotals && totals ? (
                      <>
                        {totals}
                        <span className="plan-day__per"> per person</span>
                        {dayTotals.unknownCount > 0 ? (
                          <span className="plan-day__unknown"> (+{dayTotals.unknownCount} without figures)</span>
                        ) : null}
                      </>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}

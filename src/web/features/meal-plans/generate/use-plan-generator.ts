/**
 * The generate side of Create Meal Plan: the form's options, the request sentence read back as
 * chips, the preview, swaps, and saving the preview as a plan. Nothing is stored until Save.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { applyPlanChanges } from "#core/meal-plans/apply-plan-changes.ts";
import type { TPlanChange } from "#core/meal-plans/plan-result.ts";
import { track } from "#web/lib/analytics.ts";
import { ApiError, callApi, type TApiRequest, type TApiResponse } from "#web/lib/api-client.ts";
import { isRateLimitError, showErrorToast } from "#web/lib/errors.ts";

type TGenerateInput = TApiRequest<"POST /meal-plans/generate">["body"];
export type TGenerateResult = TApiResponse<"POST /meal-plans/generate">;
export type TPreview = NonNullable<TGenerateResult["plan"]>;
export type TPreviewSlot = TPreview["days"][number]["slots"][number];
export type TPlanFailure = NonNullable<TGenerateResult["failure"]>;
export type TRequestChip = TGenerateResult["chips"][number];
export type TPlanOptions = TGenerateResult["options"];
type TMeal = TPlanOptions["meals"][number];

/** What the form holds: empty means "not set" (the request or the defaults decide). */
export interface TGenerateForm {
  days: string;
  meals: TMeal[] | null;
  people: string;
  diets: TPlanOptions["diets"];
  exclude: string[];
  caloriesPerDay: string;
  proteinMin: string;
  maxPrepMinutes: string;
  /** Where the time limit holds: weekdays, or every day ("weekends too"). */
  timeLimitDays: TPlanOptions["timeLimitDays"] | null;
  /** The weekday of day 1, which says which days are weekends. */
  startWeekday: TPlanOptions["startWeekday"] | null;
  /** Cook once, eat twice: a recipe may come back as the next days' leftovers. */
  allowLeftovers: boolean;
  request: string;
}

export const emptyForm: TGenerateForm = {
  days: "",
  meals: null,
  people: "",
  diets: [],
  exclude: [],
  caloriesPerDay: "",
  proteinMin: "",
  maxPrepMinutes: "",
  timeLimitDays: null,
  startWeekday: null,
  allowLeftovers: false,
  request: "",
};

const toNumber = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** The request body: only what the cook set, so that their sentence can fill the rest. */
export function toGenerateInput(form: TGenerateForm, seed: number): TGenerateInput {
  const input: TGenerateInput = {
    days: toNumber(form.days),
    people: toNumber(form.people),
    caloriesPerDay: toNumber(form.caloriesPerDay),
    proteinMin: toNumber(form.proteinMin),
    maxPrepMinutes: toNumber(form.maxPrepMinutes),
    seed,
  };
  if (form.meals) input.meals = form.meals;
  if (form.diets.length > 0) input.diets = form.diets;
  if (form.exclude.length > 0) input.exclude = form.exclude;
  if (form.timeLimitDays) input.timeLimitDays = form.timeLimitDays;
  if (form.startWeekday) input.startWeekday = form.startWeekday;
  if (form.allowLeftovers) input.allowLeftovers = true;
  if (form.request.trim()) input.request = form.request.trim();
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as TGenerateInput;
}

/**
 * The options a plan was made with, written back into the form: the sentence has become fields, so
 * planning again (a new draw, or the form sent) asks for all of them but the seed.
 */
export function toForm(options: TPlanOptions): TGenerateForm {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    days: String(options.days),
    meals: options.meals,
    people: String(options.people),
    diets: options.diets,
    exclude: options.exclude,
    caloriesPerDay: text(options.caloriesPerDay),
    proteinMin: text(options.proteinMin),
    maxPrepMinutes: text(options.maxPrepMinutes),
    timeLimitDays: options.timeLimitDays,
    startWeekday: options.startWeekday,
    allowLeftovers: options.allowLeftovers,
    request: "",
  };
}

/**
 * The request a suggestion makes: the options the failed request was planned with, its seed, time-
 * limit days and first weekday included, with the suggestion's changes. The server offers a
 * suggestion only when exactly this request makes a plan.
 */
export function toRelaxedInput(options: TPlanOptions, relaxation: TPlanFailure["relaxations"][number]): TPlanOptions {
  // The answer's schema types a change loosely; the server built each one as a core change.
  return applyPlanChanges(options, relaxation.changes as TPlanChange[]);
}

/** The form without what one chip said (its × button). */
export function withoutChip(form: TGenerateForm, chip: TRequestChip): TGenerateForm {
  switch (chip.kind) {
    case "diet":
      return { ...form, diets: form.diets.filter((diet) => diet !== chip.value) };
    case "exclude":
      return { ...form, exclude: form.exclude.filter((word) => word !== chip.value) };
    case "meal":
      return {
        ...form,
        meals: form.meals && form.meals.length > 1 ? form.meals.filter((m) => m !== chip.value) : null,
      };
    case "caloriesPerDay":
    case "proteinMin":
    case "maxPrepMinutes":
    case "days":
    case "people":
      return { ...form, [chip.kind]: "" };
    case "timeLimitDays":
    case "startWeekday":
      return { ...form, [chip.kind]: null };
    case "allowLeftovers":
      return { ...form, allowLeftovers: false };
    default:
      return form;
  }
}

/**
 * Whether the options a plan was made with still say what a chip of the cook's sentence said: the
 * chips stay on show while the cook plans again with them, and one goes when its field is changed.
 */
export function chipStillHolds(chip: TRequestChip, options: TPlanOptions): boolean {
  switch (chip.kind) {
    case "diet":
      return options.diets.some((diet) => diet === chip.value);
    case "exclude":
      return options.exclude.some((word) => word === chip.value);
    case "meal":
      return options.meals.some((meal) => meal === chip.value);
    default:
      return options[chip.kind] === chip.value;
  }
}

/** The cook's last sentence as it was read: its chips and the words nobody understood. */
export interface TReadBack {
  chips: TRequestChip[];
  notUnderstood: TGenerateResult["notUnderstood"];
}

/** After a plan: a new sentence's reading, or the last one's chips that the options still hold. */
export function nextReadBack(
  current: TReadBack | null,
  answer: TGenerateResult,
  hadSentence: boolean,
): TReadBack | null {
  if (hadSentence) return { chips: answer.chips, notUnderstood: answer.notUnderstood };
  if (!current) return null;
  const chips = current.chips.filter((chip) => chipStillHolds(chip, answer.options));
  return chips.length > 0 ? { ...current, chips } : null;
}

/**
 * A new request starts from the same seed, so the same options give the same first plan (the
 * generator's best); "Plan again" draws a new one.
 */
const firstSeed = 1;
const newSeed = () => Math.floor(Math.random() * 1_000_000_000);

export function usePlanGenerator() {
  const [form, setForm] = useState<TGenerateForm>(emptyForm);
  const [result, setResult] = useState<TGenerateResult | null>(null);
  const [readBack, setReadBack] = useState<TReadBack | null>(null);
  /** Recipes swapped out of each slot, so pressing Swap again moves on. */
  const [swappedOut, setSwappedOut] = useState<Record<string, string[]>>({});

  const generation = useMutation({
    mutationFn: (input: TGenerateInput) => callApi("POST /meal-plans/generate", { body: input }),
    onSuccess: (answer, input) => {
      setResult(answer);
      setReadBack((current) => nextReadBack(current, answer, Boolean(input.request)));
      setSwappedOut({});
      // The sentence has been read: from now on its chips are form values the cook can change.
      setForm(toForm(answer.options));
      if (input.request) track("add meal plan request", { request: input.request, chips: answer.chips.length });
      if (answer.plan)
        track("meal plan generation success", { days: answer.options.days, diets: answer.options.diets });
      else track("meal plan generation error", { reason: answer.failure?.blockers.join(", ") ?? "none" });
    },
    onError: (error) => {
      track("meal plan generation error", { reason: error instanceof ApiError ? error.code : "network" });
      if (!(error instanceof ApiError && error.code === "VALIDATION_FAILED") || isRateLimitError(error))
        showErrorToast(error);
    },
  });

  const swap = useMutation({
    mutationFn: ({ day, meal }: { day: number; meal: TMeal }) => {
      if (!result?.plan) throw new Error("Nothing to swap yet.");
      const plan = {
        days: result.plan.days.map((d) => ({
          day: d.day,
          slots: d.slots.map((s) => ({ meal: s.meal, recipeId: s.recipeId, isLeftover: s.isLeftover })),
        })),
      };
      const current = result.plan.days.find((d) => d.day === day)?.slots.find((s) => s.meal === meal);
      const avoid = [...(swappedOut[`${day}:${meal}`] ?? []), ...(current ? [current.recipeId] : [])];
      return callApi("POST /meal-plans/generate/swap", {
        body: { options: result.options, plan, day, meal, avoid },
      }).then((answer) => ({ answer, day, meal, avoid, replaced: current }));
    },
    onSuccess: ({ answer, day, meal, avoid, replaced }) => {
      if (!answer.plan || !result) return;
      setResult({ ...result, plan: answer.plan, failure: null });
      setSwappedOut((current) => ({ ...current, [`${day}:${meal}`]: avoid }));
      const added = answer.plan.days.find((d) => d.day === day)?.slots.find((s) => s.meal === meal);
      track("replaced recipe", { day, meal, recipe_id: added?.recipeId, replaced_recipe_id: replaced?.recipeId });
    },
    onError: (error) => showErrorToast(error),
  });

  const validationError =
    generation.error instanceof ApiError && generation.error.code === "VALIDATION_FAILED"
      ? generation.error.message
      : null;

  return {
    form,
    setForm,
    result,
    readBack,
    validationError,
    isGenerating: generation.isPending,
    swappingKey: swap.isPending && swap.variables ? `${swap.variables.day}:${swap.variables.meal}` : null,
    swapFailure: swap.data && !swap.data.answer.plan ? swap.data.answer.failure : null,
    generate(next: TGenerateForm = form) {
      setForm(next);
      generation.mutate(toGenerateInput(next, firstSeed));
    },
    /** Makes the plan with one of the failure's suggestions taken. */
    relax(relaxation: TPlanFailure["relaxations"][number]) {
      if (!result) return;
      const input = toRelaxedInput(result.options, relaxation);
      setForm(toForm(input));
      generation.mutate(input);
    },
    regenerate() {
      track("regenerate meal plan", { days: result?.options.days });
      generation.mutate(toGenerateInput(form, newSeed()));
    },
    swap(day: number, meal: TMeal) {
      track("swap recipe", { day, meal });
      swap.mutate({ day, meal });
    },
  };
}

export type TPlanGenerator = ReturnType<typeof usePlanGenerator>;

/**
 * /search URLs. The page is driven entirely by its query string (shareable, server-rendered, works
 * without JavaScript); read-search-state.ts reads it leniently, these write it back in one order.
 */

import { courses, diets } from "#core/recipes/tags.ts";
import type { TRecipeSearchParams } from "#core/search/search.schema.ts";

/** search.schema.ts's `searchMaxPage`, without bringing zod into the page's bundle (a test keeps them equal). */
export const maxSearchPage = 50;

export type TSearchTab = "recipes" | "users";

export interface TSearchState {
  tab: TSearchTab;
  q: string;
  diet: TRecipeSearchParams["diet"];
  course?: TRecipeSearchParams["course"];
  cuisine?: string;
  maxMinutes?: number;
  hasImage?: boolean;
  hasVideo?: boolean;
  page: number;
}

export function hasFilters(state: TSearchState): boolean {
  return (
    state.diet.length > 0 ||
    state.course !== undefined ||
    state.cuisine !== undefined ||
    state.maxMinutes !== undefined ||
    state.hasImage !== undefined ||
    state.hasVideo !== undefined
  );
}

export function countFilters(state: TSearchState): number {
  return (
    state.diet.length +
    [state.course, state.cuisine, state.maxMinutes, state.hasImage, state.hasVideo].filter((v) => v !== undefined)
      .length
  );
}

export function searchHref(state: Partial<TSearchState>): string {
  const params = new URLSearchParams();
  params.set("q", state.q ?? "");
  if (state.tab === "users") params.set("tab", "users");
  else {
    for (const diet of state.diet ?? []) params.append("diet", diet);
    if (state.course) params.set("course", state.course);
    if (state.cuisine) params.set("cuisine", state.cuisine);
    if (state.maxMinutes !== undefined) params.set("maxMinutes", String(state.maxMinutes));
    if (state.hasImage !== undefined) params.set("hasImage", state.hasImage ? "1" : "0");
    if (state.hasVideo !== undefined) params.set("hasVideo", state.hasVideo ? "1" : "0");
  }
  if (state.page && state.page > 1) params.set("page", String(Math.min(state.page, maxSearchPage)));
  return `/search?${params.toString()}`;
}

/**
 * The search form's fields as a query string, leaving out those left empty ("Any course"), so a
 * filter chosen reads `/search?q=soup&diet=vegan`, not `…&course=&cuisine=&maxMinutes=`.
 */
export function filledFields(data: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of data) {
    if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  }
  return params;
}

/** The query with each corrected word swapped for its correction ("chiken soup" → "chicken soup"). */
export function correctedQuery(q: string, corrections: { from: string; to: string }[]): string {
  return corrections.reduce(
    (text, { from, to }) => text.replace(new RegExp(`\\b${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "gi"), to),
    q,
  );
}

export const courseOptions = courses;
export const dietOptions = diets;
export const cuisineSuggestions = [
  "American",
  "British",
  "Chinese",
  "French",
  "Greek",
  "Indian",
  "Italian",
  "Japanese",
  "Korean",
  "Mediterranean",
  "Mexican",
  "Middle Eastern",
  "Spanish",
  "Thai",
  "Vietnamese",
];
export const maxMinuteOptions = [15, 30, 45, 60, 90, 120];

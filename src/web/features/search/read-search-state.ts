/** Reads /search's query string with the API's schemas (server side: the loader hands the result down). */
import { diets } from "#core/recipes/recipe.schema.ts";
import { ZRecipeSearchAddress, ZUserSearchAddress } from "#core/search/search.schema.ts";
import type { TSearchState, TSearchTab } from "./search-url.ts";

export function readSearchState(searchParams: URLSearchParams): TSearchState {
  const tab: TSearchTab = searchParams.get("tab") === "users" ? "users" : "recipes";
  const q = (searchParams.get("q") ?? "").slice(0, 200);
  if (tab === "users") {
    const parsed = ZUserSearchAddress.safeParse({ q: q.slice(0, 100), page: searchParams.get("page") ?? undefined });
    return { tab, q: parsed.success ? parsed.data.q : "", diet: [], page: parsed.success ? parsed.data.page : 1 };
  }
  const knownDiets = searchParams.getAll("diet").filter((d) => (diets as readonly string[]).includes(d));
  const parsed = ZRecipeSearchAddress.safeParse({
    q,
    diet: knownDiets,
    course: searchParams.get("course") || undefined,
    cuisine: searchParams.get("cuisine") || undefined,
    maxMinutes: searchParams.get("maxMinutes") || undefined,
    hasImage: searchParams.get("hasImage") ?? undefined,
    hasVideo: searchParams.get("hasVideo") ?? undefined,
    page: searchParams.get("page") ?? undefined,
  });
  if (!parsed.success) return { tab, q: "", diet: [], page: 1 };
  const { diet, course, cuisine, maxMinutes, hasImage, hasVideo, page } = parsed.data;
  return { tab, q: parsed.data.q, diet, course, cuisine, maxMinutes, hasImage, hasVideo, page };
}

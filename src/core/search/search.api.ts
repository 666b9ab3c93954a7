import { defineEndpoints } from "../api/endpoint.ts";
import { ZRecipeSearchParams, ZRecipeSearchResult, ZUserSearchParams, ZUserSearchResult } from "./search.schema.ts";

export const searchApi = defineEndpoints("search", {
  recipes: {
    method: "GET",
    path: "/search/recipes",
    summary: "Search recipes",
    description:
      "Ranked full-text search (title > ingredients and tags > description), typo-tolerant, with filters. An empty `q` only filters (newest first). Highlights are plain-text segments. `diet` may repeat.",
    query: ZRecipeSearchParams,
    response: ZRecipeSearchResult,
  },
  users: {
    method: "GET",
    path: "/search/users",
    summary: "Search users by name or username",
    query: ZUserSearchParams,
    response: ZUserSearchResult,
  },
});

import { defineEndpoints } from "../api/endpoint.ts";
import { pageOf, ZPageQuery } from "../api/paging.ts";
import { ZRankedCreatorCard } from "./creator.schema.ts";

export const creatorsApi = defineEndpoints("creators", {
  list: {
    method: "GET",
    path: "/creators",
    summary: "Discover creators",
    description: "Public profiles with a blog, ranked by followers and recipes published in the last 30 days.",
    query: ZPageQuery,
    response: pageOf(ZRankedCreatorCard),
  },
});

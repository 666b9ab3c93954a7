import "#web/styles/pages/common.css";
import "#web/styles/components/cards.css";
import "#web/styles/pages/search.css";
import { Search, SearchX, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation, useSubmit } from "react-router";
import { pageCacheHeader, pageCacheValue } from "#core/http/page-cache.ts";
import { buildItemList, recipeUrlsOf } from "#core/seo/structured-data.ts";
import { HydrateLater } from "#web/components/hydrate-later.tsx";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeCard } from "#web/features/recipes/components/recipe-card.tsx";
import { Pagination } from "#web/features/search/components/pagination.tsx";
import { SearchFilters } from "#web/features/search/components/search-filters.tsx";
import { UserResults } from "#web/features/search/components/user-results.tsx";
import { readSearchState } from "#web/features/search/read-search-state.ts";
import {
  correctedQuery,
  filledFields,
  hasFilters,
  maxSearchPage,
  searchHref,
} from "#web/features/search/search-url.ts";
import { track } from "#web/lib/analytics.ts";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/search";

export const handle: TPageHandle = {
  pageState: ({ searchParams }) => (searchParams.get("tab") === "users" ? "users" : null),
};

const pageSize = 24;
/** Results in the first screenful: their images load at once and they hydrate with the page. */
const aboveFoldCount = 4;

export const meta: Route.MetaFunction = (args) => {
  const state = args.data?.state;
  const q = state?.q;
  const title = q ? `“${q}”: ${state.tab === "users" ? "people" : "recipes"}` : "Search";
  return metaFor(args, {
    title,
    description:
      "Search Ladle's recipes by dish, ingredient, diet or time, and find cooks and food bloggers to follow.",
    // Result pages are endless combinations: only the bare search page is indexed.
    noIndex: args.location.search.length > 0,
    jsonLd: args.data?.jsonLd,
  });
};

/** Results are the same for everyone: a visitor's page may be reused for a few seconds. */
const cacheHeaders = { [pageCacheHeader]: pageCacheValue({ seconds: 5, isSharedWithSignedIn: true }) };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, env } = context.get(appContext);
  const state = readSearchState(new URL(request.url).searchParams);
  if (state.tab === "users") {
    const users = await services.search.users({ q: state.q, page: state.page, pageSize });
    return data({ state, recipes: null, users, jsonLd: [] }, { headers: cacheHeaders });
  }
  const { q, page, tab: _, ...filters } = state;
  const recipes = await services.search.recipes({ q, filters, page, pageSize });
  const list = buildItemList(env.publicUrl, {
    name: q ? `Recipes for “${q}”` : "Recipes on Ladle",
    urls: recipeUrlsOf(recipes.items),
  });
  return data({ state, recipes, users: null, jsonLd: list ? [list] : [] }, { headers: cacheHeaders });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const suggestions = ["Chicken", "Pasta", "Soup", "Vegan", "Curry", "Salad", "Cake"];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { state, recipes, users } = loaderData;
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  // Closed at first (the summary says what is applied); once opened it stays open while filtering.
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  // A new search on its way: the old results stay, dimmed, until the new ones arrive.
  const isSearching = navigation.state === "loading" && navigation.location?.pathname === "/search";
  const total = recipes?.total ?? users?.total ?? 0;
  const isCapped = recipes?.isTotalCapped ?? users?.isTotalCapped ?? false;
  const pageCount = Math.min(Math.ceil(total / pageSize), maxSearchPage);
  // An old link, or a page number typed in: there are results, just not this many pages of them.
  const isPastLastPage = total > 0 && state.page > pageCount;
  const isFiltered = hasFilters(state);

  useEffect(() => {
    if (!state.q && !isFiltered) return;
    track("search results", { search_query: state.q, search_type: state.tab, value: total, page: state.page });
  }, [state, isFiltered, total]);

  const submitFilters = () => {
    if (!form.current) return;
    submit(filledFields(new FormData(form.current)), {
      action: "/search",
      method: "get",
      replace: true,
      preventScrollReset: true,
    });
  };

  const heading = state.q
    ? `Results for “${state.q}”`
    : state.tab === "users"
      ? "Find people"
      : isFiltered
        ? "Recipes"
        : "Find a recipe";
  const countText =
    state.tab === "users"
      ? `${total}${isCapped ? "+" : ""} ${total === 1 ? "person" : "people"}`
      : `${total}${isCapped ? "+" : ""} ${total === 1 ? "recipe" : "recipes"}`;

  return (
    <div className="page search-page">
      <h1 className="search-page__title">{heading}</h1>
      {/* The form, like each result, hydrates in a task of its own (components/hydrate-later.tsx). */}
      <HydrateLater as="contents">
        <Form
          ref={form}
          method="get"
          action="/search"
          role="search"
          aria-label={state.tab === "users" ? "Search people" : "Search recipes"}
          className="search-form"
        >
          <div className="search-box">
            <Search className="search-box__icon" aria-hidden="true" size={20} />
            <label htmlFor="search-q" className="visually-hidden">
              {state.tab === "users" ? "Name or username" : "Dish, ingredient or cuisine"}
            </label>
            <input
              id="search-q"
              className="search-box__input"
              type="search"
              name="q"
              key={state.q}
              defaultValue={state.q}
              placeholder={state.tab === "users" ? "Name or @username" : "Dish, ingredient or cuisine"}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
            />
            {state.tab === "users" ? <input type="hidden" name="tab" value="users" /> : null}
            <button type="submit" className="button search-box__button">
              Search
            </button>
          </div>
          {state.tab === "recipes" ? (
            <SearchFilters
              state={state}
              isOpen={areFiltersOpen}
              onOpenChange={setAreFiltersOpen}
              onChange={submitFilters}
            />
          ) : null}
        </Form>
      </HydrateLater>

      <nav className="search-tabs" aria-label="What to search">
        <Link
          to={searchHref({ q: state.q })}
          className="search-tabs__tab"
          aria-current={state.tab === "recipes" ? "page" : undefined}
        >
          Recipes
        </Link>
        <Link
          to={searchHref({ q: state.q, tab: "users" })}
          className="search-tabs__tab"
          aria-current={state.tab === "users" ? "page" : undefined}
        >
          <Users aria-hidden="true" size={16} />
          People
        </Link>
      </nav>

      <section
        className={`search-results${isSearching ? " is-searching" : ""}`}
        aria-labelledby="search-count"
        aria-live="polite"
        aria-busy={isSearching}
      >
        {state.tab === "users" && !state.q ? (
          <EmptyState
            icon={<Users aria-hidden="true" size={32} className="muted" />}
            text="Search for cooks and food bloggers by name or @username."
            action={{ to: "/discover", label: "Discover creators" }}
          />
        ) : total === 0 ? (
          <EmptyResults q={state.q} tab={state.tab} isFiltered={isFiltered} />
        ) : isPastLastPage ? (
          <div className="empty-state" id="search-count">
            <SearchX aria-hidden="true" size={32} className="muted" />
            <p>
              {countText} {total === 1 ? "matches" : "match"}, on {pageCount} {pageCount === 1 ? "page" : "pages"}; page{" "}
              {state.page} is past the last one.
            </p>
            <Link to={searchHref({ ...state, page: pageCount })} className="button button--secondary">
              Go to the last page
            </Link>
          </div>
        ) : (
          <>
            <p id="search-count" className="search-results__count muted">
              {countText}
              {state.page > 1 ? ` · page ${state.page}` : ""}
            </p>
            {recipes && recipes.corrections.length > 0 ? (
              <p className="search-results__note">
                Including results for <strong>{correctedQuery(state.q, recipes.corrections)}</strong>.{" "}
                <span className="muted">
                  ({recipes.corrections.map((c) => `“${c.from}”`).join(", ")}{" "}
                  {recipes.corrections.length === 1 ? "isn't" : "aren't"} in any recipe.)
                </span>
              </p>
            ) : null}
            {recipes?.mode === "trigram" ? (
              <p className="search-results__note">No recipe has all of those words. These titles come close.</p>
            ) : null}
            {recipes ? (
              <ul className="recipe-grid search-results__grid">
                {recipes.items.map((hit, index) => {
                  const card = (
                    <RecipeCard
                      key={hit.id}
                      recipe={hit}
                      isAboveFold={index < aboveFoldCount}
                      headingLevel="h2"
                      titleSegments={hit.titleSegments}
                      snippet={hit.snippet}
                      onOpen={() =>
                        track("search converted", {
                          search_query: state.q,
                          search_type: "recipes",
                          recipe_id: hit.id,
                          recipe_title: hit.title,
                          selected_item: (state.page - 1) * pageSize + index + 1,
                        })
                      }
                    />
                  );
                  // Each result hydrates after the page, one task each.
                  return (
                    <HydrateLater key={hit.id} as="li">
                      {card}
                    </HydrateLater>
                  );
                })}
              </ul>
            ) : null}
            {users ? (
              <UserResults
                users={users.items}
                onOpen={(user, index) =>
                  track("search user convert", {
                    search_query: state.q,
                    search_type: "users",
                    profile_id: user.id,
                    selected_item: (state.page - 1) * pageSize + index + 1,
                  })
                }
              />
            ) : null}
            <Pagination
              page={state.page}
              pageCount={pageCount}
              hrefFor={(page) => searchHref({ ...state, page })}
              label="Search result pages"
            />
          </>
        )}
      </section>
    </div>
  );
}

function EmptyResults({ q, tab, isFiltered }: { q: string; tab: "recipes" | "users"; isFiltered: boolean }) {
  if (tab === "users") {
    return (
      <div className="empty-state" id="search-count">
        <SearchX aria-hidden="true" size={32} className="muted" />
        <p>Nobody called “{q}” yet. Check the spelling, or try their @username.</p>
        <Link to={searchHref({ q })} className="button button--secondary">
          Search recipes for “{q}”
        </Link>
      </div>
    );
  }
  return (
    <div className="empty-state" id="search-count">
      <SearchX aria-hidden="true" size={32} className="muted" />
      <p>
        {q ? `No recipes match “${q}”` : "No recipes match"}
        {isFiltered ? " with these filters." : "."} Try fewer words{isFiltered ? " or fewer filters" : ""}, or one of
        these:
      </p>
      <ul className="search-suggestions">
        {suggestions.map((word) => (
          <li key={word}>
            <Link to={searchHref({ q: word.toLowerCase() })} className="search-suggestion">
              {word}
            </Link>
          </li>
        ))}
      </ul>
      {isFiltered ? (
        <Link to={searchHref({ q })} className="button button--secondary">
          Clear filters
        </Link>
      ) : null}
    </div>
  );
}

import { HydrateLater } from "#web/components/hydrate-later.tsx";
import "#web/styles/pages/common.css";
import "#web/styles/pages/home.css";
import { ArrowRight, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { pageCacheHeader, pageCacheValue } from "#core/http/page-cache.ts";
import { buildItemList, recipeUrlsOf } from "#core/seo/structured-data.ts";
import { EmptyState, PageSection, type TPageLink } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { CreatorCard } from "#web/features/creators/components/creator-card.tsx";
import { NoCreatorsYet } from "#web/features/creators/components/no-creators-yet.tsx";
import { FollowingFeed } from "#web/features/follows/components/following-feed.tsx";
import { usePersonalState } from "#web/features/identity/personal-state.tsx";
import { RecipeGrid } from "#web/features/recipes/components/recipe-grid.tsx";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/home";

/** On the copy every signed-in reader shares, the creators they do not follow yet come from the open page. */
export const handle: TPageHandle = { personalState: () => ({ home: "1" }) };

/** Signed-out visitors all see the same home page: the server may reuse it for 5 s. */
export const headers: Route.HeadersFunction = () => ({
  [pageCacheHeader]: pageCacheValue({ seconds: 5, isSharedWithSignedIn: true }),
});

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    description:
      "What can you cook tonight? Find recipes from cooks and food bloggers you love, plan your week and let the shopping list write itself.",
    jsonLd: args.data?.jsonLd,
  });

/** Quick searches under the hero; each opens /search with its query. */
const quickSearches = [
  { label: "Chicken", to: "/search?q=chicken" },
  { label: "Pasta", to: "/search?q=pasta" },
  { label: "Vegan", to: "/search?q=vegan" },
  { label: "Soups", to: "/search?q=soup" },
  { label: "Breakfast", to: "/search?q=breakfast" },
  { label: "Desserts", to: "/search?q=dessert" },
  { label: "Under 30 minutes", to: "/search?q=&maxMinutes=30" },
] as const;

/**
 * The same for every reader: the feed from the people you follow is asked for by the open page, and
 * so are the creators a signed-in cook does not follow yet. Navigated to in the browser, the page is
 * the cook's own (a shared copy has no viewer), so those come with it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, env, viewer } = context.get(appContext);
  const [{ trending, creators }, creatorsToFollow] = await Promise.all([
    services.recipes.loadHomeFeed({ viewerId: null }),
    viewer ? services.recipes.listCreatorsToFollow({ viewerId: viewer.userId }) : null,
  ]);
  const list = buildItemList(env.publicUrl, { name: "Trending on Ladle", urls: recipeUrlsOf(trending) });
  return { trending, creators, creatorsToFollow, jsonLd: list ? [list] : [] };
}

function linkWithArrow(to: string, label: string): TPageLink {
  return {
    to,
    label: (
      <>
        {label} <ArrowRight aria-hidden="true" size={18} />
      </>
    ),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { trending } = loaderData;
  // A signed-in cook is not offered the creators they follow already.
  const creators = usePersonalState()?.creators ?? loaderData.creatorsToFollow ?? loaderData.creators;
  const isFollowingAll = creators.length === 0 && loaderData.creators.length > 0;
  return (
    <div className="page home">
      {/* Each part of the page hydrates in a task of its own (components/hydrate-later.tsx). */}
      <HydrateLater as="contents">
        <section className="home-hero" aria-labelledby="home-hero-title">
          <h1 id="home-hero-title" className="home-hero__title">
            What can I cook tonight?
          </h1>
          <p className="home-hero__lead">
            Recipes from cooks and food bloggers you love, a plan for the week and a shopping list that writes itself.
          </p>
          <Form method="get" action="/search" role="search" className="home-search">
            <label htmlFor="home-search-input" className="visually-hidden">
              Search recipes
            </label>
            <Search className="home-search__icon" aria-hidden="true" size={22} />
            <input
              id="home-search-input"
              className="home-search__input"
              type="search"
              name="q"
              placeholder="Chicken, pasta, soup…"
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="page-button home-search__button">
              <Search className="home-search__button-icon" aria-hidden="true" size={20} />
              <span className="home-search__button-text">Search</span>
            </button>
          </Form>
          <nav aria-label="Quick searches" className="home-hero__chips">
            <ul className="quick-chips">
              {quickSearches.map((chip) => (
                <li key={chip.label}>
                  <Link to={chip.to} className="quick-chip">
                    {chip.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </section>
      </HydrateLater>

      <PageSection
        id="home-trending-title"
        title="Trending recipes"
        more={trending.length ? linkWithArrow("/search", "Browse all") : null}
      >
        {trending.length ? (
          <RecipeGrid recipes={trending} aboveFoldCount={4} />
        ) : (
          <EmptyState
            text="No recipes here yet. Be the first to share one."
            action={{ to: "/recipe/import", label: "Add a recipe" }}
            actionClassName="page-button"
          />
        )}
      </PageSection>

      <FollowingFeed />

      <PageSection
        id="home-creators-title"
        title="Creators to follow"
        more={creators.length ? linkWithArrow("/bloggers", "See all") : null}
      >
        {creators.length ? (
          <ul className="creator-row">
            {/* Below the fold on every screen: each card hydrates after the page, one task each. */}
            {creators.map((creator) => (
              <HydrateLater key={creator.id} as="li">
                <CreatorCard creator={creator} />
              </HydrateLater>
            ))}
          </ul>
        ) : isFollowingAll ? (
          <EmptyState
            text="You already follow the creators we'd suggest. Find more cooks and bloggers on Discover."
            action={{ to: "/discover", label: "Discover creators" }}
            actionClassName="page-button"
          />
        ) : (
          <NoCreatorsYet actionClassName="page-button" />
        )}
      </PageSection>

      <section className="page-section home-bloggers" aria-labelledby="home-bloggers-title">
        <div className="home-bloggers__text">
          <p className="home-bloggers__eyebrow">For bloggers</p>
          <h2 id="home-bloggers-title">Your recipes deserve a kitchen, not a sidebar</h2>
          <p>
            Publish your recipes on Ladle, reach cooks who save and plan with them, and sell subscriptions to your best
            work.
          </p>
        </div>
        <Link to="/for-bloggers/about" className="page-button">
          Ladle for bloggers <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </section>
    </div>
  );
}

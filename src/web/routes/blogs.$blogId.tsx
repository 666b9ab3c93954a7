import "#web/styles/pages/common.css";
import "#web/styles/pages/blog.css";
import { BookOpen } from "lucide-react";
import { blogHomeFeaturedCount } from "#core/blogs/blog-home.ts";
import { recipeUrlsOf } from "#core/seo/structured-data.ts";
import { HydrateLater } from "#web/components/hydrate-later.tsx";
import { EmptyState, PageSection } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { buildBlogJsonLd } from "#web/features/blogs/blog-json-ld.server.ts";
import { blogRefOf, loadBlogForReader } from "#web/features/blogs/blog-loader.server.ts";
import { BlogCategoryNav } from "#web/features/blogs/components/blog-category-nav.tsx";
import { BlogPageFrame } from "#web/features/blogs/components/blog-page-frame.tsx";
import { BlogPlanList } from "#web/features/blogs/components/blog-plan-card.tsx";
import { CollectionGrid } from "#web/features/collections/components/collection-card.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeGrid } from "#web/features/recipes/components/recipe-grid.tsx";
import type { Route } from "./+types/blogs.$blogId";

/** Plans shown on the blog's home before "See all" (featured recipes: `blogHomeFeaturedCount`). */
const plansShown = 3;

export const meta: Route.MetaFunction = (args) => {
  const blog = args.data?.blog;
  if (!blog) return metaFor(args, { title: "Blog", noIndex: true });
  return metaFor(args, {
    title: blog.title,
    description: blog.description || `${blog.title}: recipes by ${blog.owner.name} on Ladle.`,
    image: blog.bannerUrl ?? undefined,
    canonicalPath: `/blogs/${blog.id}`,
    jsonLd: args.data?.jsonLd,
  });
};

/** The blog's home under any of its addresses; `?q=` searches its recipes. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const page = await loadBlogForReader(app, params);
  const q = new URL(request.url).searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const results = q
    ? await app.services.blogs.listRecipes({
        ref: blogRefOf(params),
        viewerId: app.viewer?.userId ?? null,
        query: { q, page: 1, pageSize: 48 },
      })
    : null;
  const jsonLd = buildBlogJsonLd({
    origin: app.env.publicUrl,
    blog: page.blog,
    list: { name: `Latest from ${page.blog.title}`, urls: recipeUrlsOf(page.latest) },
  });
  return { ...page, q, results: results && { items: results.items, total: results.total }, jsonLd };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { blog, categories, featured, latest, collections, mealPlans, basePath, q, results } = loaderData;
  const plansPath = `/p/blogs/${blog.shortlink}/meal-plans`;
  return (
    <BlogPageFrame data={loaderData}>
      <BlogCategoryNav categories={categories} basePath={basePath} query={q} blogTitle={blog.title} />

      {results ? (
        <PageSection id="blog-search-results" title={`Recipes matching “${q}”`} more={{ to: basePath, label: "Clear" }}>
          {results.items.length > 0 ? (
            <RecipeGrid recipes={results.items} headingLevel="h3" />
          ) : (
            <EmptyState text={`Nothing on ${blog.title} matches “${q}”. Try another word.`} />
          )}
        </PageSection>
      ) : (
        <>
          {featured.length > 0 ? (
            <PageSection
              id="blog-featured"
              title="Featured recipes"
              more={
                featured.length > blogHomeFeaturedCount
                  ? { to: `${basePath}/featured-recipes`, label: "See all" }
                  : null
              }
            >
              <RecipeGrid recipes={featured.slice(0, blogHomeFeaturedCount)} aboveFoldCount={4} headingLevel="h3" />
            </PageSection>
          ) : null}
          {/* Latest leaves out what Featured shows: when every recipe is featured, it has nothing to add. */}
          {latest.length > 0 ? (
            <PageSection id="blog-latest" title="Latest recipes">
              <RecipeGrid recipes={latest} aboveFoldCount={featured.length > 0 ? 0 : 4} headingLevel="h3" />
            </PageSection>
          ) : featured.length === 0 ? (
            <PageSection id="blog-latest" title="Latest recipes">
              <EmptyState
                icon={<BookOpen aria-hidden="true" size={32} className="muted" />}
                {...(loaderData.isOwner
                  ? {
                      text: "No recipes on your blog yet. Your public recipes and those for subscribers show here, newest first.",
                      action: { to: "/recipe/new", label: "Add a recipe" },
                    }
                  : { text: `${blog.title} has no recipes yet. Check back soon.` })}
              />
            </PageSection>
          ) : null}
          {collections.length > 0 ? (
            <PageSection id="blog-collections" title="Collections">
              {/* Below the recipes on every screen: it hydrates after the page (components/hydrate-later.tsx). */}
              <HydrateLater>
                <CollectionGrid collections={collections} />
              </HydrateLater>
            </PageSection>
          ) : null}
          {mealPlans.length > 0 ? (
            <PageSection
              id="blog-meal-plans"
              title="Meal plans"
              more={mealPlans.length > plansShown ? { to: plansPath, label: "See all" } : null}
            >
              <HydrateLater>
                <BlogPlanList plans={mealPlans.slice(0, plansShown)} />
              </HydrateLater>
            </PageSection>
          ) : null}
        </>
      )}
    </BlogPageFrame>
  );
}

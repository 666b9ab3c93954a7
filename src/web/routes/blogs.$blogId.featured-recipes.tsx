import "#web/styles/pages/common.css";
import "#web/styles/pages/blog.css";
import { recipeUrlsOf } from "#core/seo/structured-data.ts";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { buildBlogJsonLd } from "#web/features/blogs/blog-json-ld.server.ts";
import { loadBlogForReader } from "#web/features/blogs/blog-loader.server.ts";
import { BlogPageFrame } from "#web/features/blogs/components/blog-page-frame.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeGrid } from "#web/features/recipes/components/recipe-grid.tsx";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/blogs.$blogId.featured-recipes";

export const handle: TPageHandle = {
  // Named apart from a paywalled blog's (only the /p/blogs/… address tells them apart).
  pageState: ({ loaderData }) =>
    (loaderData as { blog?: { hasPaywalledContent?: boolean } } | undefined)?.blog?.hasPaywalledContent === false
      ? "free-blog"
      : null,
};

export const meta: Route.MetaFunction = (args) => {
  const blog = args.data?.blog;
  return metaFor(args, {
    title: blog ? `Featured recipes · ${blog.title}` : "Featured recipes",
    description: blog
      ? `The recipes ${blog.owner.name} picked as the best of ${blog.title}, on Ladle.`
      : "Featured recipes on Ladle.",
    image: blog?.bannerUrl ?? undefined,
    canonicalPath: blog ? `/blogs/${blog.id}/featured-recipes` : undefined,
    noIndex: !blog,
    jsonLd: args.data?.jsonLd,
  });
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const page = await loadBlogForReader(app, params);
  const jsonLd = buildBlogJsonLd({
    origin: app.env.publicUrl,
    blog: page.blog,
    subPage: { name: "Featured recipes", path: `/blogs/${page.blog.id}/featured-recipes` },
    list: { name: `Featured recipes · ${page.blog.title}`, urls: recipeUrlsOf(page.featured) },
  });
  return { ...page, jsonLd };
}

export default function BlogFeaturedPage({ loaderData }: Route.ComponentProps) {
  const { blog, featured, basePath, isOwner, recipeCount } = loaderData;
  return (
    <BlogPageFrame data={loaderData} title="Featured recipes">
      <h1 className="blog-page__title">Featured recipes</h1>
      {featured.length > 0 ? (
        <RecipeGrid recipes={featured} aboveFoldCount={4} headingLevel="h2" />
      ) : (
        <EmptyState
          {...(!isOwner
            ? {
                text: `${blog.title} hasn't featured any recipes yet.`,
                action: { to: basePath, label: `Back to ${blog.title}` },
              }
            : recipeCount === 0
              ? {
                  text: "Your blog has no recipes yet. Add one, then feature the ones you're proudest of here.",
                  action: { to: "/recipe/new", label: "Add a recipe" },
                }
              : {
                  text: "Nothing featured yet. Choose the recipes you're proudest of on Your blog: they show here and first on your blog.",
                  action: { to: "/me/blog#featured", label: "Choose featured recipes" },
                })}
        />
      )}
    </BlogPageFrame>
  );
}

import "#web/styles/pages/common.css";
import "#web/styles/pages/blog.css";
import { data, Link } from "react-router";
import { recipeUrlsOf } from "#core/seo/structured-data.ts";
import { isUuid } from "#core/text/uuid.ts";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { buildBlogJsonLd } from "#web/features/blogs/blog-json-ld.server.ts";
import { blogRefOf, loadBlogForReader } from "#web/features/blogs/blog-loader.server.ts";
import { BlogCategoryNav } from "#web/features/blogs/components/blog-category-nav.tsx";
import { BlogPageFrame } from "#web/features/blogs/components/blog-page-frame.tsx";
import { formatRecipeCount } from "#web/features/collections/visibility.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeGrid } from "#web/features/recipes/components/recipe-grid.tsx";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import type { Route } from "./+types/blogs.$blogId.categories.$categoryId";

const pageSize = 24;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.data;
  if (!loaded) return metaFor(args, { title: "Category", noIndex: true });
  return metaFor(args, {
    title: `${loaded.category.name} · ${loaded.blog.title}`,
    description: `${loaded.category.name} from ${loaded.blog.title}: ${formatRecipeCount(loaded.total)} by ${loaded.blog.owner.name} on Ladle.`,
    image: loaded.blog.bannerUrl ?? undefined,
    canonicalPath: `/blogs/${loaded.blog.id}/categories/${loaded.category.id}`,
    jsonLd: loaded.jsonLd,
  });
};

/** One category's recipes, in the order the creator set. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isUuid(params.categoryId)) throw data(null, { status: 404 });
  const app = context.get(appContext);
  const page = Math.min(Math.max(Number(new URL(request.url).searchParams.get("page")) || 1, 1), 1000);
  const blog = await loadBlogForReader(app, params);
  const list = await app.services.blogs
    .listRecipes({
      ref: blogRefOf(params),
      viewerId: app.viewer?.userId ?? null,
      query: { category: params.categoryId, page, pageSize },
    })
    .catch(throwAsPageError);
  if (!list.category) throw data(null, { status: 404 });
  const jsonLd = buildBlogJsonLd({
    origin: app.env.publicUrl,
    blog: blog.blog,
    subPage: { name: list.category.name, path: `/blogs/${blog.blog.id}/categories/${list.category.id}` },
    list: { name: `${list.category.name} · ${blog.blog.title}`, urls: recipeUrlsOf(list.items) },
  });
  return { ...blog, category: list.category, recipes: list.items, total: list.total, page, jsonLd };
}

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const { blog, categories, category, recipes, total, page, basePath, isOwner } = loaderData;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <BlogPageFrame data={loaderData} title={category.name}>
      <BlogCategoryNav
        categories={categories}
        basePath={basePath}
        currentCategoryId={category.id}
        blogTitle={blog.title}
      />
      <h1 className="blog-page__title">{category.name}</h1>
      {recipes.length > 0 ? (
        <RecipeGrid recipes={recipes} aboveFoldCount={4} headingLevel="h2" />
      ) : (
        <EmptyState
          {...(isOwner
            ? {
                text: `No recipes in ${category.name} yet. Choose its recipes on Your blog and they show here, in your order.`,
                action: { to: "/me/blog#categories", label: "Choose recipes" },
              }
            : {
                text: `No recipes in ${category.name} yet.`,
                action: { to: basePath, label: `Back to ${blog.title}` },
              })}
        />
      )}
      {lastPage > 1 ? (
        <nav className="cluster blog-page__pages" aria-label="Pages">
          {page > 1 ? <Link to={`?page=${page - 1}`}>Previous</Link> : null}
          <span className="muted">
            Page {page} of {lastPage}
          </span>
          {page < lastPage ? <Link to={`?page=${page + 1}`}>Next</Link> : null}
        </nav>
      ) : null}
    </BlogPageFrame>
  );
}

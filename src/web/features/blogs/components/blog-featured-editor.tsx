import { Star } from "lucide-react";
import { useRevalidator } from "react-router";
import type { TBlogEditor } from "#core/blogs/blog.schema.ts";
import { OrderList } from "#web/components/order-list.tsx";
import { EmptyState } from "#web/components/page-section.tsx";
import { callApi } from "#web/lib/api-client.ts";
import { notify } from "#web/lib/toast.ts";
import { BlogChecklist } from "./blog-checklist.tsx";

/** Featured recipes: pick from the blog's own recipes, then put them in order. */
export function BlogFeaturedEditor({ editor }: { editor: TBlogEditor }) {
  const revalidator = useRevalidator();
  const byId = new Map(editor.recipes.map((recipe) => [recipe.id, recipe]));
  const featured = editor.featuredIds.flatMap((id) => byId.get(id) ?? []);
  const saveFeatured = (ids: string[], keepalive = false) =>
    callApi("PUT /blogs/mine/featured", { body: { ids }, keepalive });
  return (
    <section className="blog-editor__section" id="featured" aria-labelledby="blog-featured-title">
      <div className="section-header">
        <h2 id="blog-featured-title" tabIndex={-1}>
          Featured recipes
        </h2>
      </div>
      <p className="muted">The first thing readers see on your blog, in this order.</p>
      {editor.recipes.length > 0 ? (
        <BlogChecklist
          intent="featured"
          summary="Choose featured recipes"
          items={editor.recipes.map((recipe) => ({ id: recipe.id, title: recipe.title }))}
          checkedIds={editor.featuredIds}
          savedText="Featured recipes saved."
        />
      ) : null}
      {featured.length > 0 ? (
        <form method="post">
          <input type="hidden" name="list" value="featured" />
          <OrderList
            items={featured.map((recipe) => ({
              id: recipe.id,
              title: recipe.title,
              imageUrl: recipe.imageUrl,
              href: `/recipe/${recipe.id}`,
            }))}
            helpId="blog-featured-help"
            headingId="blog-featured-title"
            saveOrder={async (ids, { keepalive }) => {
              await saveFeatured(ids, keepalive);
            }}
            removeItem={async (item) => {
              await saveFeatured(featured.map((recipe) => recipe.id).filter((id) => id !== item.id));
              notify.success(`${item.title} is no longer featured.`);
              revalidator.revalidate();
            }}
          />
        </form>
      ) : (
        <EmptyState
          icon={<Star aria-hidden="true" size={28} className="muted" />}
          text={
            editor.recipes.length > 0
              ? "Nothing featured yet. Choose the recipes you're proudest of."
              : "Your blog has no recipes yet. Add one and feature it here."
          }
          action={editor.recipes.length > 0 ? undefined : { to: "/recipe/new", label: "Add a recipe" }}
        />
      )}
    </section>
  );
}

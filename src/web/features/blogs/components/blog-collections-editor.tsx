import { FolderHeart } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import type { TBlogEditor } from "#core/blogs/blog.schema.ts";
import { EmptyState } from "#web/components/page-section.tsx";
import { BlogChecklist } from "./blog-checklist.tsx";
import { BlogCollectionsOrder } from "./blog-collections-order.tsx";

/** Collections on the blog: choose from your public and paywalled collections, then order them. */
export function BlogCollectionsEditor({ editor }: { editor: TBlogEditor }) {
  const revalidator = useRevalidator();
  const byId = new Map(editor.collections.map((collection) => [collection.id, collection]));
  const onBlog = editor.collectionIds.flatMap((id) => byId.get(id) ?? []);
  return (
    <section className="blog-editor__section" aria-labelledby="blog-collections-title">
      <div className="section-header">
        <h2 id="blog-collections-title" tabIndex={-1}>
          Collections
        </h2>
        {editor.blog.hasPaywalledContent && onBlog.length > 1 ? (
          <Link to={`/p/blogs/${editor.blog.shortlink}/settings/collections`} className="section-header__link">
            Reorder on its own page
          </Link>
        ) : null}
      </div>
      {editor.collections.length > 0 ? (
        <BlogChecklist
          intent="collections"
          summary="Choose collections for your blog"
          items={editor.collections.map((collection) => ({
            id: collection.id,
            title: collection.name,
            meta: collection.visibility === "paywalled" ? "Subscribers" : undefined,
          }))}
          checkedIds={editor.collectionIds}
          savedText="Collections saved."
        />
      ) : null}
      {onBlog.length > 0 ? (
        <BlogCollectionsOrder
          collections={onBlog}
          headingId="blog-collections-title"
          onRemoved={() => revalidator.revalidate()}
        />
      ) : (
        <EmptyState
          icon={<FolderHeart aria-hidden="true" size={28} className="muted" />}
          text={
            editor.collections.length > 0
              ? "No collections on your blog yet. Choose the ones readers should see."
              : "Public and subscriber collections can sit on your blog. Make one first."
          }
          action={
            editor.collections.length > 0 ? undefined : { to: "/collection/create", label: "Create a collection" }
          }
        />
      )}
    </section>
  );
}

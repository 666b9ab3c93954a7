import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/blog-editor.css";
import { ArrowLeft } from "lucide-react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { runBlogEditorAction } from "#web/features/blogs/blog-actions.server.ts";
import { BlogCollectionsOrder } from "#web/features/blogs/components/blog-collections-order.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/p.blogs.$shortlink.settings.collections";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Reorder blog collections", noIndex: true });

/** Only the blog's owner: anyone else's shortlink is sent to their own blog's page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const editor = await services.blogs.loadEditor({ userId: viewer.userId });
  if (editor.blog.shortlink !== params.shortlink.toLowerCase()) {
    throw redirect(`/p/blogs/${editor.blog.shortlink}/settings/collections`);
  }
  const byId = new Map(editor.collections.map((collection) => [collection.id, collection]));
  return { blog: editor.blog, collections: editor.collectionIds.flatMap((id) => byId.get(id) ?? []) };
}

/** The order buttons before the page's script runs. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  await runBlogEditorAction({ form: await request.formData(), services, userId: viewer.userId });
  return redirect(new URL(request.url).pathname);
}

export default function ReorderBlogCollectionsPage({ loaderData }: Route.ComponentProps) {
  const { blog, collections } = loaderData;
  const revalidator = useRevalidator();
  return (
    <div className="page form-page blog-editor">
      <Link to="/me/blog" className="form-page__back">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to your blog
      </Link>
      <h1 id="reorder-collections-title" tabIndex={-1}>
        Reorder blog collections
      </h1>
      <p className="muted">
        Collections show on <Link to={`/p/blogs/${blog.shortlink}`}>{blog.title}</Link> in this order.
      </p>
      {collections.length > 0 ? (
        <BlogCollectionsOrder
          collections={collections}
          headingId="reorder-collections-title"
          onRemoved={() => revalidator.revalidate()}
        />
      ) : (
        <EmptyState
          text="No collections on your blog yet. Choose some on Your blog."
          action={{ to: "/me/blog", label: "Choose collections" }}
        />
      )}
    </div>
  );
}

import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/blog-editor.css";
import { ExternalLink } from "lucide-react";
import { data, Link } from "react-router";
import { AppError } from "#core/errors.ts";
import { appContext } from "#web/context.ts";
import { runBlogEditorAction } from "#web/features/blogs/blog-actions.server.ts";
import { BlogCategoriesEditor } from "#web/features/blogs/components/blog-categories-editor.tsx";
import { BlogCollectionsEditor } from "#web/features/blogs/components/blog-collections-editor.tsx";
import { BlogFeaturedEditor } from "#web/features/blogs/components/blog-featured-editor.tsx";
import { BlogImagePicker } from "#web/features/blogs/components/blog-image-picker.tsx";
import { BlogPlansEditor } from "#web/features/blogs/components/blog-plans-editor.tsx";
import { BlogPricingSpot } from "#web/features/blogs/components/blog-pricing-spot.tsx";
import { BlogSettingsForm } from "#web/features/blogs/components/blog-settings-form.tsx";
import { StartBlogForm } from "#web/features/blogs/components/start-blog-form.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import { skipReloadAfterConflict } from "#web/lib/edit-conflict.ts";
import type { Route } from "./+types/me.blog";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Your blog", noIndex: true });

/** The owner's blog to arrange; a cook who has none yet is offered "Start your blog". */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  try {
    const editor = await services.blogs.loadEditor({ userId: viewer.userId });
    // A paywalled blog's prices and payout account, for its Subscriptions and payouts section.
    const pricing = editor.blog.hasPaywalledContent
      ? await services.subscriptions.loadPricing({ userId: viewer.userId })
      : null;
    return { editor, pricing, name: viewer.profile?.name ?? "" };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      return { editor: null, pricing: null, name: viewer.profile?.name ?? "" };
    }
    throw error;
  }
}

export const shouldRevalidate = skipReloadAfterConflict;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return runBlogEditorAction({ form: await request.formData(), services, userId: viewer.userId });
}

export default function BlogEditorPage({ loaderData }: Route.ComponentProps) {
  const { editor, pricing, name } = loaderData;
  if (!editor) {
    return (
      <div className="page blog-editor">
        <h1>Your blog</h1>
        <StartBlogForm suggestedName={name ? `${name}'s kitchen` : ""} />
      </div>
    );
  }
  const { blog } = editor;
  return (
    <div className="page blog-editor">
      <div className="section-header blog-editor__top">
        <h1>Your blog</h1>
        <Link to={`/blogs/${blog.id}`} className="button button--ghost">
          <ExternalLink aria-hidden="true" size={18} />
          See your blog
        </Link>
      </div>
      <div className="blog-editor__images">
        <BlogImagePicker kind="banner" url={blog.bannerUrl} />
        <BlogImagePicker kind="avatar" url={blog.avatarUrl} />
      </div>
      <BlogSettingsForm blog={blog} />
      {blog.hasPaywalledContent && pricing ? <BlogPricingSpot pricing={pricing} /> : null}
      <BlogCategoriesEditor editor={editor} />
      <BlogFeaturedEditor editor={editor} />
      <BlogCollectionsEditor editor={editor} />
      <BlogPlansEditor editor={editor} />
    </div>
  );
}

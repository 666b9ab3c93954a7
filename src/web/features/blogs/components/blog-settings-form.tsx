import { useFetcher } from "react-router";
import type { TBlogHeader } from "#core/blogs/blog.schema.ts";
import type { TBlogActionResult } from "../action-result.ts";
import { BlogFields } from "./blog-fields.tsx";
import { BlogFormFooter } from "./blog-form-footer.tsx";

/**
 * The blog's name, shortlink, about and the "Paywalled content" switch. Turning it on makes the
 * owner a paywalled creator, whose landing page is /me/blog; the page reloads with the new role.
 */
export function BlogSettingsForm({ blog }: { blog: TBlogHeader }) {
  const fetcher = useFetcher<TBlogActionResult>();
  const result = fetcher.data;
  const errors = result && !result.ok ? result.errors : {};
  const isSaving = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="form-card" noValidate aria-labelledby="blog-settings-title">
      <h2 id="blog-settings-title">Blog details</h2>
      <input type="hidden" name="intent" value="settings" />
      <BlogFields defaults={blog} errors={errors} />
      <div className="blog-switch">
        <input
          id="blog-paywalled"
          type="checkbox"
          name="paywalled"
          defaultChecked={blog.hasPaywalledContent}
          aria-describedby="blog-paywalled-hint"
        />
        <label htmlFor="blog-paywalled" className="field__label">
          Paywalled content
        </label>
        <p id="blog-paywalled-hint" className="field__hint muted">
          Publish recipes, collections and meal plans for your subscribers only. Everyone else sees their title and
          photo. To turn it off, first make what is for subscribers public or private; your subscribers are then not
          charged again, and keep reading until the time they paid for ends.
        </p>
      </div>
      <BlogFormFooter result={result} isSaving={isSaving} label="Save blog" busyLabel="Saving…" />
    </fetcher.Form>
  );
}

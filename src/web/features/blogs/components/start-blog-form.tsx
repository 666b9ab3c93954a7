import "#web/styles/components/start-blog.css";
import "#web/styles/pages/forms.css";
import { BookOpen } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { useFocusFirstError } from "#web/components/use-focus-first-error.ts";
import type { TBlogActionResult } from "../action-result.ts";
import { BlogFields } from "./blog-fields.tsx";
import { BlogFormFooter } from "./blog-form-footer.tsx";

/**
 * "Start your blog": a cook without a blog names it here (on /me, and on /me/blog should they reach
 * it), and lands on /me/blog as a blog creator. Posts to `action` (the page's own by default).
 */
export function StartBlogForm({ action, suggestedName }: { action?: string; suggestedName: string }) {
  const fetcher = useFetcher<TBlogActionResult>();
  const result = fetcher.data;
  const errors = result && !result.ok ? result.errors : {};
  const isSaving = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, result);
  return (
    <section className="start-blog" id="start-blog" aria-labelledby="start-blog-title">
      <div className="start-blog__intro">
        <BookOpen aria-hidden="true" size={28} />
        <div>
          <h2 id="start-blog-title">Start your blog</h2>
          <p className="muted">
            Give your recipes a home that looks like your own site: a banner, your categories, featured recipes, and
            meal plans. Your recipes go on it straight away.
          </p>
        </div>
      </div>
      <fetcher.Form
        ref={form}
        method="post"
        action={action}
        className="form-card"
        noValidate
        aria-labelledby="start-blog-title"
        onSubmit={(event) => {
          if (isSaving) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="start-blog" />
        <BlogFields defaults={{ title: suggestedName, shortlink: "", description: "" }} errors={errors} />
        <BlogFormFooter result={result} isSaving={isSaving} label="Start my blog" busyLabel="Starting…" />
      </fetcher.Form>
    </section>
  );
}

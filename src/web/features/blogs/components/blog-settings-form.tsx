import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { TBlogEditor } from "#core/blogs/blog.schema.ts";
import { EditConflictNotice } from "#web/components/edit-conflict-notice.tsx";
import { useFocusFirstError } from "#web/components/use-focus-first-error.ts";
import { useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { formatFeePercent, usePlatformFeePercent } from "#web/features/subscriptions/use-platform-fee.ts";
import { expectedVersionField, isConflictAnswer, overwriteField, versionOf } from "#web/lib/edit-conflict.ts";
import { notify } from "#web/lib/toast.ts";
import type { TBlogActionResult } from "../action-result.ts";
import { BlogFields } from "./blog-fields.tsx";
import { BlogFormFooter } from "./blog-form-footer.tsx";

const intent = "settings";

/**
 * The blog's name, shortlink, about and the "Paywalled content" switch. Turning it on makes the
 * owner a paywalled creator, whose landing page is /me/blog; the page reloads with the new role.
 * The save names the version the page opened with: when the blog was saved elsewhere since, the
 * cook chooses between theirs and the newer one.
 */
export function BlogSettingsForm({ blog }: { blog: TBlogEditor["blog"] }) {
  const fetcher = useFetcher<TBlogActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const isHydrated = useHydrated();
  // Without the page's script the form posts the page itself, and the answer is the page's.
  const pageResult = useActionData<TBlogActionResult>();
  const result = fetcher.data ?? (pageResult?.intent === intent ? pageResult : undefined);
  const errors = result && !result.ok ? result.errors : {};
  const isSaving = fetcher.state !== "idle";
  const fee = formatFeePercent(usePlatformFeePercent());
  useFocusFirstError(form, result);
  // A save that goes through answers with the page itself (the owner's role may have changed), so
  // the fetcher is left without an answer: that is the sign it was saved.
  const wasSaving = useRef(false);
  useEffect(() => {
    if (isSaving) {
      wasSaving.current = true;
      return;
    }
    if (!wasSaving.current) return;
    wasSaving.current = false;
    if (fetcher.data === undefined) notify.success("Blog saved.");
  }, [isSaving, fetcher.data]);
  const posted = isConflictAnswer(result) ? result.posted : null;
  const defaults = posted
    ? {
        title: posted.title ?? blog.title,
        shortlink: posted.shortlink ?? blog.shortlink,
        description: posted.description ?? blog.description,
      }
    : blog;

  function saveMineOverIt() {
    if (!form.current) return;
    const fields = new FormData(form.current);
    fields.set(overwriteField, "1");
    fetcher.submit(fields, { method: "post" });
  }

  return (
    <>
      {posted ? (
        <EditConflictNotice
          message="Your blog was changed in another tab or on another device since you opened this page. Your changes aren't saved yet: save them over it, or drop them and open the newer version."
          saveMine={isHydrated ? { onSave: saveMineOverIt, isSaving } : { posted }}
          openNewer={{ href: "/me/blog" }}
        />
      ) : null}
      <fetcher.Form
        ref={form}
        method="post"
        className="form-card"
        noValidate
        aria-labelledby="blog-settings-title"
        onSubmit={(event) => {
          if (isSaving) event.preventDefault();
        }}
      >
        <h2 id="blog-settings-title">Blog details</h2>
        <input type="hidden" name="intent" value={intent} />
        <input
          type="hidden"
          name={expectedVersionField}
          value={posted?.[expectedVersionField] ?? versionOf(blog.updatedAt)}
        />
        <BlogFields defaults={defaults} errors={errors} />
        <div className="blog-switch">
          <input
            id="blog-paywalled"
            type="checkbox"
            name="paywalled"
            defaultChecked={posted ? posted.paywalled === "on" : blog.hasPaywalledContent}
            aria-describedby="blog-paywalled-hint"
          />
          <label htmlFor="blog-paywalled" className="field__label">
            Paywalled content
          </label>
          <p id="blog-paywalled-hint" className="field__hint muted">
            Publish recipes, collections and meal plans for your subscribers only. Everyone else sees their title and
            photo. Ladle keeps {fee} of each payment. To turn it off, first make what is for subscribers public or
            private; your subscribers are then not charged again, and keep reading until the time they paid for ends.
          </p>
        </div>
        <BlogFormFooter result={result} isSaving={isSaving} label="Save blog" busyLabel="Saving…" />
      </fetcher.Form>
    </>
  );
}

import { useId } from "react";
import { blogLimits } from "#core/blogs/blog-limits.ts";
import { Field } from "#web/features/meal-plans/components/field.tsx";

/** Name, shortlink and about: the fields "Start your blog" and the blog's settings share. */
export function BlogFields({
  defaults,
  errors,
}: {
  defaults: { title: string; shortlink: string; description: string };
  errors: Record<string, string>;
}) {
  const id = useId();
  return (
    <>
      <Field id={`${id}-title`} label="Blog name" error={errors.title}>
        {(described) => (
          <input
            {...described}
            className="input input--large"
            name="title"
            defaultValue={defaults.title}
            maxLength={blogLimits.titleMax}
            required
            autoComplete="off"
            placeholder="Sunday Suppers"
          />
        )}
      </Field>
      <Field
        id={`${id}-shortlink`}
        label="Shortlink"
        hint="Your blog's address for subscribers ends in /p/blogs/ and this. Lowercase letters, numbers and hyphens."
        error={errors.shortlink}
      >
        {(described) => (
          <input
            {...described}
            className="input"
            name="shortlink"
            defaultValue={defaults.shortlink}
            minLength={blogLimits.shortlinkMin}
            maxLength={blogLimits.shortlinkMax}
            pattern="[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="sunday-suppers"
          />
        )}
      </Field>
      <Field id={`${id}-description`} label="About your blog" error={errors.description}>
        {(described) => (
          <textarea
            {...described}
            className="input textarea"
            name="description"
            rows={4}
            defaultValue={defaults.description}
            maxLength={blogLimits.descriptionMax}
            placeholder="What you cook, and who you cook for."
          />
        )}
      </Field>
    </>
  );
}

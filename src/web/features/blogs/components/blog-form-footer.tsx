import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { TBlogActionResult } from "../action-result.ts";

/**
 * A blog form's end: a failure that is no one field's, then its submit button (busy while saving;
 * its form lets no second submit through meanwhile).
 */
export function BlogFormFooter({
  result,
  isSaving,
  label,
  busyLabel,
}: {
  result: TBlogActionResult | undefined;
  isSaving: boolean;
  label: string;
  busyLabel: string;
}) {
  useFormMessageReport(result && !result.ok ? result.formError : null, result, "blog");
  return (
    <>
      {result && !result.ok && result.formError ? (
        <p className="form-error" role="alert">
          {result.formError}
        </p>
      ) : null}
      <div className="form-actions">
        {/* Busy rather than disabled: a disabled button drops the keyboard's focus to the page. */}
        <button
          type="submit"
          className="button"
          aria-disabled={isSaving || undefined}
          aria-busy={isSaving || undefined}
        >
          {isSaving ? busyLabel : label}
        </button>
      </div>
    </>
  );
}

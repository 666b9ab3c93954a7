import type { ReactNode } from "react";
import { Link } from "react-router";

/** The end of a page's form: a failure that is no one field's, then submit, Cancel and any other action. */
export function FormFooter({
  formError,
  submit,
  cancelHref,
  extraAction,
}: {
  formError: string | null;
  /** The submit button, first of the actions. */
  submit: ReactNode;
  cancelHref: string;
  /** An action after Cancel. */
  extraAction?: ReactNode;
}) {
  return (
    <>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="form-actions">
        {submit}
        <Link to={cancelHref} className="button button--ghost">
          Cancel
        </Link>
        {extraAction}
      </div>
    </>
  );
}

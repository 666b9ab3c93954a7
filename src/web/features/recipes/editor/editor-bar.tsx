/** Around the form's sections: the summary of what needs another look, who can see it, the bar. */
import { AlertCircle, Check, CloudOff, LoaderCircle } from "lucide-react";
import { type ReactNode, type Ref, type RefObject, useEffect, useRef } from "react";
import type { TRecipeVisibility } from "#core/recipes/recipe.schema.ts";
import { FieldError } from "./editor-fields.tsx";
import { EditorSection } from "./editor-sections.tsx";
import type { TFieldErrors } from "./recipe-form.ts";
import type { TAutosaveStatus } from "./use-autosave.ts";

export interface TVisibilityOption {
  value: TRecipeVisibility;
  label: string;
  detail: string;
}

export function ErrorSummary({ errors, summaryRef }: { errors: TFieldErrors; summaryRef: Ref<HTMLDivElement> }) {
  if (Object.keys(errors).length === 0) return null;
  return (
    <div className="form-error editor-summary" role="alert" tabIndex={-1} ref={summaryRef}>
      <AlertCircle aria-hidden="true" size={20} />
      <div>
        <p>
          <strong>Some fields need another look.</strong>
        </p>
        {errors.form ? <p>{errors.form}</p> : null}
      </div>
    </div>
  );
}

export function VisibilitySection({
  options,
  value,
  errors,
  onChange,
}: {
  options: readonly TVisibilityOption[];
  value: TRecipeVisibility;
  errors: TFieldErrors;
  onChange: (value: TRecipeVisibility) => void;
}) {
  return (
    <EditorSection title="Who can see it">
      <fieldset
        className="editor-fieldset visibility-options"
        aria-describedby={errors.visibility ? "field-visibility-error" : undefined}
      >
        <legend className="visually-hidden">Visibility</legend>
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name="visibility"
              id={index === 0 ? "field-visibility" : undefined}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="choice__text">
              <span className="choice__title">{option.label}</span>
              <span className="choice__meta muted">{option.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError name="visibility" errors={errors} />
    </EditorSection>
  );
}

/** The bar that follows the form down the page: the autosave's state, and the form's buttons. */
export function EditorBar({
  autosave,
  isSubmitting,
  submitLabel,
  secondaryAction,
}: {
  /** Absent when the form is not autosaved. */
  autosave: { status: TAutosaveStatus; savedAt: Date | null } | null;
  isSubmitting: boolean;
  submitLabel: string;
  /** Beside the submit button: Cancel, or Start over. */
  secondaryAction: ReactNode;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useKeepFieldsClearOf(bar);
  return (
    <div className="editor-bar" ref={bar}>
      {autosave ? <AutosaveStatus status={autosave.status} savedAt={autosave.savedAt} /> : null}
      <div className="editor-bar__actions">
        {secondaryAction}
        <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" size={18} className="button-spinner" /> : null}
          {isSubmitting ? "Saving…" : submitLabel}
        </button>
      </div>
    </div>
  );
}

/**
 * The page scrolls a focused field into view clear of what is stuck over it (shell.css's
 * scroll-padding). The bar is stuck to the bottom as well, and wraps to two rows on a phone, so its
 * height is measured and added: a field the cook tabs to, or that an error focuses, is never drawn
 * under it.
 */
function useKeepFieldsClearOf(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = bar.current;
    const scroller = element?.closest<HTMLElement>(".app-scroll");
    if (!element || !scroller || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      scroller.style.setProperty("--sticky-bottom-height", `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      scroller.style.removeProperty("--sticky-bottom-height");
    };
  }, [bar]);
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

function AutosaveStatus({ status, savedAt }: { status: TAutosaveStatus; savedAt: Date | null }) {
  return (
    <p className="autosave" aria-live="polite">
      {status === "saving" ? (
        <>
          <LoaderCircle aria-hidden="true" size={16} className="button-spinner" /> Saving draft…
        </>
      ) : status === "saved" && savedAt ? (
        <>
          <Check aria-hidden="true" size={16} /> Saved {timeFormat.format(savedAt)}
        </>
      ) : status === "error" ? (
        <>
          <CloudOff aria-hidden="true" size={16} /> Couldn't save the draft just now.
        </>
      ) : (
        <span className="muted">Changes save as a draft while you type.</span>
      )}
    </p>
  );
}

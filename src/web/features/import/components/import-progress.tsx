import { Check, CircleAlert, LoaderCircle } from "lucide-react";

export type TProgressStep = "fetching" | "reading" | "parsing";
export type TStepState = "waiting" | "active" | "done" | "failed";

const labels: Record<TProgressStep, string> = {
  fetching: "Fetching the page",
  reading: "Reading the recipe",
  parsing: "Parsing the ingredients",
};

/** The steps of an import, each waiting, active, done or failed. */
export function ImportProgress({ steps }: { steps: { step: TProgressStep; state: TStepState }[] }) {
  return (
    <ol className="import-steps" aria-label="Import progress">
      {steps.map(({ step, state }) => (
        <li key={step} className={`import-steps__step import-steps__step--${state}`}>
          <span className="import-steps__icon" aria-hidden="true">
            {state === "done" ? (
              <Check size={18} />
            ) : state === "failed" ? (
              <CircleAlert size={18} />
            ) : state === "active" ? (
              <LoaderCircle className="button-spinner" size={18} />
            ) : null}
          </span>
          <span>{labels[step]}</span>
          <span className="visually-hidden">
            {state === "done"
              ? " (done)"
              : state === "active"
                ? " (in progress)"
                : state === "failed"
                  ? " (failed)"
                  : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}

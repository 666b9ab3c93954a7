/** Method steps with large numbers; tapping a step marks it done (kept with the recipe's progress). */
import type { TInstructionSection } from "#core/recipes/recipe.schema.ts";

export const stepKey = (position: number) => String(position);

export interface TNumberedStep {
  position: number;
  text: string;
  sectionName: string | null;
}

/** Steps numbered straight through the sections, as the JSON-LD numbers them (#step-N). */
export function numberSteps(sections: TInstructionSection[]): TNumberedStep[] {
  let position = 0;
  return sections.flatMap((section) =>
    section.steps.map((text) => {
      position += 1;
      return { position, text, sectionName: section.name };
    }),
  );
}

export function StepList({
  sections,
  done,
  onToggle,
}: {
  sections: TInstructionSection[];
  done: readonly string[];
  onToggle: (key: string) => void;
}) {
  let position = 0;
  return (
    <div className="step-sections">
      {sections.map((section, sectionIndex) => {
        const start = position + 1;
        position += section.steps.length;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and never reorder here.
          <div key={sectionIndex} className="step-section">
            {section.name ? <h3 className="step-section__name">{section.name}</h3> : null}
            <ol className="steps" start={start}>
              {section.steps.map((text, index) => {
                const number = start + index;
                const key = stepKey(number);
                const isDone = done.includes(key);
                return (
                  <li key={key} id={`step-${number}`} className={`step${isDone ? " is-done" : ""}`}>
                    <label className="step__label">
                      <input
                        type="checkbox"
                        className="step__check"
                        checked={isDone}
                        onChange={() => onToggle(key)}
                        aria-label={`Step ${number} done`}
                      />
                      <span className="step__number tabular" aria-hidden="true">
                        {number}
                      </span>
                      <span className="step__text">{text}</span>
                    </label>
                  </li>
                );
              })}
            </ol>
          </div>
        );
      })}
    </div>
  );
}

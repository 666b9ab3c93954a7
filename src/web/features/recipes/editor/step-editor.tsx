/** Method sections and their steps; a pasted block of text splits into steps. */
import { FolderPlus, Plus } from "lucide-react";
import { splitStepBlock } from "#core/recipes/paste.ts";
import { GroupHead, LineTools, move } from "./line-tools.tsx";
import { PastePanel } from "./paste-panel.tsx";
import { emptySection, emptyStep, type TEditorSection, type TFieldErrors } from "./recipe-form.ts";

export function addPastedSteps(
  sections: TEditorSection[],
  text: string,
  sectionIndex = sections.length - 1,
  stepIndex?: number,
) {
  const next = sections.map((s) => ({ ...s, steps: [...s.steps] }));
  let insertAt = sectionIndex;
  for (const block of splitStepBlock(text)) {
    const steps = block.items.map((item) => emptyStep(item));
    if (block.name === null && next[insertAt]) {
      const target = next[insertAt];
      const at = stepIndex ?? target.steps.length;
      const merged = [...target.steps.slice(0, at), ...steps, ...target.steps.slice(at)].filter(
        (s) => s.text.trim() !== "",
      );
      target.steps = merged.length > 0 ? merged : [emptyStep()];
    } else {
      insertAt += 1;
      next.splice(insertAt, 0, { ...emptySection(block.name ?? ""), steps: steps.length > 0 ? steps : [emptyStep()] });
    }
  }
  return { sections: next, lastKey: next[insertAt]?.steps.at(-1)?.key ?? null };
}

export function StepEditor({
  sections,
  errors,
  onChange,
  focus,
}: {
  sections: TEditorSection[];
  errors: TFieldErrors;
  onChange: (sections: TEditorSection[]) => void;
  focus: (fieldKey: string) => void;
}) {
  const setSection = (index: number, section: TEditorSection) =>
    onChange(sections.map((s, i) => (i === index ? section : s)));
  let number = 0;

  return (
    <div className="line-editor">
      {errors.steps ? <p className="field__error">{errors.steps}</p> : null}
      {sections.map((section, sectionIndex) => {
        const hasName = sections.length > 1 || section.name !== "";
        return (
          <fieldset key={section.key} className="line-group">
            <legend className="visually-hidden">{section.name || `Method section ${sectionIndex + 1}`}</legend>
            {hasName ? (
              <GroupHead
                items={sections}
                index={sectionIndex}
                kind="Section"
                placeholder="Section name, like “Make the dough”"
                onChange={onChange}
              />
            ) : null}
            <ol className="lines lines--steps">
              {section.steps.map((step, stepIndex) => {
                number += 1;
                const id = `field-${step.key}`;
                const error = errors[step.key];
                return (
                  <li key={step.key} className="line">
                    <div className="line__row">
                      <span className="line__number tabular" aria-hidden="true">
                        {number}
                      </span>
                      <label className="visually-hidden" htmlFor={id}>
                        Step {number}
                      </label>
                      <textarea
                        id={id}
                        className="input textarea line__input"
                        value={step.text}
                        rows={2}
                        maxLength={5000}
                        placeholder={number === 1 ? "Heat the oven to 200°C." : "What comes next?"}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(event) => {
                          const steps = section.steps.map((s) =>
                            s.key === step.key ? { ...s, text: event.target.value } : s,
                          );
                          setSection(sectionIndex, { ...section, steps });
                        }}
                        onPaste={(event) => {
                          const text = event.clipboardData.getData("text");
                          if (step.text !== "" || !/\n/.test(text.trim())) return;
                          event.preventDefault();
                          const withoutThis = sections.map((s, i) =>
                            i === sectionIndex ? { ...s, steps: s.steps.filter((t) => t.key !== step.key) } : s,
                          );
                          const result = addPastedSteps(withoutThis, text, sectionIndex, stepIndex);
                          onChange(result.sections);
                          if (result.lastKey) focus(result.lastKey);
                        }}
                      />
                      <LineTools
                        label={`step ${number}`}
                        isFirst={stepIndex === 0}
                        isLast={stepIndex === section.steps.length - 1}
                        canRemove={section.steps.length > 1 || sections.length > 1}
                        onMove={(delta) => {
                          setSection(sectionIndex, { ...section, steps: move(section.steps, stepIndex, delta) });
                          focus(step.key);
                        }}
                        onRemove={() => {
                          const steps = section.steps.filter((s) => s.key !== step.key);
                          if (steps.length === 0) onChange(sections.filter((_, i) => i !== sectionIndex));
                          else setSection(sectionIndex, { ...section, steps });
                        }}
                      />
                    </div>
                    {error ? (
                      <p id={`${id}-error`} className="field__error">
                        {error}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              className="button button--ghost line-editor__add"
              onClick={() => {
                const added = emptyStep();
                setSection(sectionIndex, { ...section, steps: [...section.steps, added] });
                focus(added.key);
              }}
            >
              <Plus aria-hidden="true" size={18} />
              Add step
            </button>
          </fieldset>
        );
      })}
      <div className="line-editor__footer">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            const added = emptySection();
            onChange([...sections, added]);
            focus(`${added.key}.name`);
          }}
        >
          <FolderPlus aria-hidden="true" size={18} />
          Add a section
        </button>
        <PastePanel
          what="steps"
          placeholder={"1. Heat the oven to 200°C.\n2. Toss the vegetables in oil.\n3. Roast for 30 minutes."}
          onAdd={(text) => {
            const result = addPastedSteps(sections, text);
            onChange(result.sections);
            if (result.lastKey) focus(result.lastKey);
          }}
        />
      </div>
    </div>
  );
}

import { mealPlanLimits } from "#core/meal-plans/meal-slots.ts";
import { Field } from "./field.tsx";

/** A plan's title and description, as Create Meal Plan and the editor's details ask for them. */
export function PlanTextFields({
  id,
  errors,
  title = "",
  description = "",
  rows = 3,
}: {
  id: string;
  errors: Record<string, string>;
  title?: string;
  description?: string;
  rows?: number;
}) {
  return (
    <>
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        {(described) => (
          <input
            {...described}
            className="input"
            name="title"
            defaultValue={title}
            maxLength={mealPlanLimits.maxTitle}
            placeholder="This week's dinners"
            required
          />
        )}
      </Field>
      <Field
        id={`${id}-description`}
        label={
          <>
            Description <span className="muted">(optional)</span>
          </>
        }
        error={errors.description}
      >
        {(described) => (
          <textarea
            {...described}
            className="input textarea"
            name="description"
            rows={rows}
            defaultValue={description}
            maxLength={mealPlanLimits.maxDescription}
            placeholder="What the week is about: quick dinners, batch cooking, more vegetables…"
          />
        )}
      </Field>
    </>
  );
}

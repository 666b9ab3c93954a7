import { useState } from "react";
import { RadioChoice } from "./choice.tsx";
import { Field } from "./field.tsx";

export type TDatesChoice = "dated" | "undated";

/**
 * "Days": dated from a start date, or undated (Day 1, Day 2…). Posts `when` and `startDate`;
 * typing a date chooses "dated".
 */
export function DatesField({
  id,
  initial,
  startDate,
  error,
  undatedMeta,
}: {
  id: string;
  initial: TDatesChoice;
  startDate: string;
  error?: string | null;
  undatedMeta: string;
}) {
  const [when, setWhen] = useState<TDatesChoice>(initial);
  return (
    <>
      <fieldset className="choice-list">
        <legend className="field__label">Days</legend>
        <RadioChoice
          name="when"
          value="dated"
          title="From a start date"
          meta="Each day gets its date."
          checked={when === "dated"}
          onChange={() => setWhen("dated")}
        />
        <RadioChoice
          name="when"
          value="undated"
          title="Undated"
          meta={undatedMeta}
          checked={when === "undated"}
          onChange={() => setWhen("undated")}
        />
      </fieldset>
      <Field id={`${id}-start`} label="Start date" error={error} hint="The date of the plan's first day.">
        {(described) => (
          <input
            {...described}
            className="input"
            type="date"
            name="startDate"
            defaultValue={startDate}
            onChange={() => setWhen("dated")}
          />
        )}
      </Field>
    </>
  );
}

/** Ingredients with tap-to-check boxes, each line written as the page asks (use-line-display.ts). */
import type { TIngredientGroup, TIngredientLine } from "#core/recipes/recipe.schema.ts";
import type { TDisplayedLine } from "../servings.ts";
import { scaledLinesMarker } from "../use-line-display.ts";

export const ingredientKey = (groupIndex: number, lineIndex: number) => `${groupIndex}-${lineIndex}`;

export function IngredientList({
  groups,
  display,
  isScaled,
  isPending,
  checked,
  onToggle,
}: {
  groups: TIngredientGroup[];
  display: (line: TIngredientLine) => TDisplayedLine;
  /** Written for other servings or another measuring system than the author's. */
  isScaled: boolean;
  /** The code that writes them so is still loading: the lines are as written until it is in. */
  isPending: boolean;
  checked: readonly string[];
  onToggle: (key: string) => void;
}) {
  return (
    <div
      className="ingredient-groups"
      aria-busy={isPending || undefined}
      {...{ [scaledLinesMarker]: isScaled || undefined }}
    >
      {groups.map((group, groupIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups have no id and never reorder here.
        <div key={groupIndex} className="ingredient-group">
          {group.name ? <h3 className="ingredient-group__name">{group.name}</h3> : null}
          <ul className="ingredients">
            {group.lines.map((line, lineIndex) => {
              const key = ingredientKey(groupIndex, lineIndex);
              const shown = display(line);
              const isChecked = checked.includes(key);
              return (
                <li key={key} className={`ingredient${isChecked ? " is-checked" : ""}`}>
                  <label className="ingredient__label">
                    <input
                      type="checkbox"
                      className="ingredient__check"
                      checked={isChecked}
                      onChange={() => onToggle(key)}
                    />
                    <span className="ingredient__text" data-changed={shown.isChanged || undefined}>
                      {shown.amount ? (
                        <>
                          <strong className="ingredient__amount tabular">{shown.amount}</strong> {shown.rest}
                        </>
                      ) : (
                        shown.rest
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

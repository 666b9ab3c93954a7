/** Ingredients with tap-to-check boxes, scaled and converted (ingredient-display.ts). */
import type { TIngredientGroup } from "#core/recipes/recipe.schema.ts";
import { displayIngredient, type TUnitSystem } from "../ingredient-display.ts";

export const ingredientKey = (groupIndex: number, lineIndex: number) => `${groupIndex}-${lineIndex}`;

export function IngredientList({
  groups,
  factor,
  system,
  checked,
  onToggle,
}: {
  groups: TIngredientGroup[];
  factor: number;
  system: TUnitSystem;
  checked: readonly string[];
  onToggle: (key: string) => void;
}) {
  return (
    <div className="ingredient-groups">
      {groups.map((group, groupIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups have no id and never reorder here.
        <div key={groupIndex} className="ingredient-group">
          {group.name ? <h3 className="ingredient-group__name">{group.name}</h3> : null}
          <ul className="ingredients">
            {group.lines.map((line, lineIndex) => {
              const key = ingredientKey(groupIndex, lineIndex);
              const shown = displayIngredient(line, factor, system);
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

import type { TNutrition } from "#core/recipes/recipe.schema.ts";

export const nutritionLabels: { key: keyof TNutrition; label: string; unit: string }[] = [
  { key: "calories", label: "Calories", unit: "kcal" },
  { key: "fatContent", label: "Fat", unit: "g" },
  { key: "saturatedFatContent", label: "Saturated fat", unit: "g" },
  { key: "carbohydrateContent", label: "Carbohydrate", unit: "g" },
  { key: "sugarContent", label: "Sugars", unit: "g" },
  { key: "fiberContent", label: "Fibre", unit: "g" },
  { key: "proteinContent", label: "Protein", unit: "g" },
  { key: "sodiumContent", label: "Sodium", unit: "mg" },
];

/**
 * Per serving, as the author gave it or, when they gave none, as Ladle estimated it from the
 * ingredients (`isEstimate`, said so under the title). It does not change with the servings control.
 */
export function NutritionFacts({ nutrition, isEstimate = false }: { nutrition: TNutrition; isEstimate?: boolean }) {
  const rows = nutritionLabels.filter((row) => typeof nutrition[row.key] === "number");
  if (rows.length === 0) return null;
  return (
    <section className="nutrition" aria-labelledby="nutrition-title">
      <h2 id="nutrition-title" className="nutrition__title">
        Nutrition <span className="muted">per serving</span>
      </h2>
      {isEstimate ? <p className="nutrition__note">Estimated from the ingredients</p> : null}
      <dl className="nutrition__list">
        {rows.map((row) => (
          <div key={row.key} className="nutrition__row">
            <dt>{row.label}</dt>
            <dd className="tabular">
              {Math.round((nutrition[row.key] as number) * 10) / 10} {row.unit}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { Link } from "react-router";

export interface TTopRecipe {
  id: string;
  title: string;
  count: number;
}

const countFormat = new Intl.NumberFormat("en-US");

/** A ranked list with a bar per recipe, as long as its count is against the first's. */
export function TopRecipes({
  id,
  title,
  unit,
  recipes,
  empty,
}: {
  id: string;
  title: string;
  unit: { one: string; many: string };
  recipes: TTopRecipe[];
  empty: string;
}) {
  const top = recipes[0]?.count ?? 1;
  return (
    <section className="dashboard-top card" aria-labelledby={id}>
      <h3 id={id} className="dashboard-chart__title">
        {title}
      </h3>
      {recipes.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="dashboard-top__list">
          {recipes.map((recipe) => (
            <li key={recipe.id} className="dashboard-top__item">
              <Link to={`/recipe/${recipe.id}`} className="dashboard-top__title">
                {recipe.title}
              </Link>
              <span className="dashboard-top__count tabular-nums">
                {countFormat.format(recipe.count)} {recipe.count === 1 ? unit.one : unit.many}
              </span>
              <span className="dashboard-top__bar" aria-hidden="true">
                <span style={{ width: `${Math.max(4, (recipe.count / top) * 100)}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

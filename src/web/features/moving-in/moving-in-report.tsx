/** The end of an import: what came in (links), what was already there, and what could not be read and why. */

import { Link } from "react-router";
import type { TMovingInImport } from "#core/moving-in/moving-in.schema.ts";

/** Long lists start folded so the summary stays in view. */
const openListMax = 12;

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en")} ${count === 1 ? one : many}`;
}

function summaryOf(report: TMovingInImport): string {
  const { imported, duplicates, failed } = report.counts;
  const parts = [`${plural(imported, "recipe", "recipes")} moved in`];
  if (duplicates > 0) parts.push(`${plural(duplicates, "was", "were")} already in your recipes`);
  if (failed > 0) parts.push(`${plural(failed, "couldn't", "couldn't")} be read`);
  return `${parts.join(", ")}.`;
}

export function MovingInReport({ report }: { report: TMovingInImport }) {
  const source = report.formatLabel ? ` from ${report.formatLabel}` : "";
  return (
    <div className="moving-in__report" aria-live="polite">
      <h3 className="moving-in__title">
        {report.state === "failed" ? "This import stopped" : `Done: ${report.fileName}${source}`}
      </h3>
      <p className="moving-in__summary">{summaryOf(report)}</p>
      {report.error ? (
        <p className="field-error" role="alert">
          {report.error}
        </p>
      ) : null}
      {report.imported.length > 0 ? (
        <details className="moving-in__list" open={report.imported.length <= openListMax}>
          <summary>Moved in ({report.imported.length.toLocaleString("en")}), private until you share them</summary>
          <ul>
            {report.imported.map((recipe) => (
              <li key={recipe.id}>
                <Link to={`/recipe/${recipe.id}`} className="page-link">
                  {recipe.title}
                </Link>
                {recipe.note ? <span className="moving-in__note muted"> {recipe.note}</span> : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {report.duplicates.length > 0 ? (
        <details className="moving-in__list" open={report.duplicates.length <= openListMax}>
          <summary>Already in your recipes ({report.duplicates.length.toLocaleString("en")}), skipped</summary>
          <ul>
            {report.duplicates.map((duplicate) => (
              <li key={duplicate.name}>
                {duplicate.recipeId ? (
                  <Link to={`/recipe/${duplicate.recipeId}`} className="page-link">
                    {duplicate.title}
                  </Link>
                ) : (
                  duplicate.title
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {report.failed.length > 0 ? (
        <details className="moving-in__list moving-in__list--failed" open={report.failed.length <= openListMax}>
          <summary>Couldn't be read ({report.failed.length.toLocaleString("en")})</summary>
          <ul>
            {report.failed.map((failure) => (
              <li key={`${failure.name}: ${failure.reason}`}>
                <span className="moving-in__name">{failure.name}</span>: {failure.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

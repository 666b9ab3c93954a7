/** Under an ingredient group of the import review: how many lines read well, and how each was read. */
import { Check, CircleAlert } from "lucide-react";
import { formatQuantityRange } from "#core/ingredients/format-quantity.ts";
import { getUnit } from "#core/ingredients/units.ts";
import type { TLineCheck } from "../review-form.ts";

export function LineCheck({ checks }: { checks: TLineCheck[] }) {
  if (checks.length === 0) return null;
  const unread = checks.filter((check) => check.problem);
  return (
    <div className="import-lines">
      <p
        className={unread.length > 0 ? "import-lines__summary import-lines__summary--problem" : "import-lines__summary"}
      >
        {unread.length > 0 ? (
          <>
            <CircleAlert size={18} aria-hidden="true" />
            {unread.length} of {checks.length} lines need a look
          </>
        ) : (
          <>
            <Check size={18} aria-hidden="true" />
            All {checks.length} lines read
          </>
        )}
      </p>
      {unread.length > 0 ? (
        <ul className="import-lines__problems">
          {unread.map((check) => (
            <li key={check.key}>
              <span className="import-lines__text">{check.text}</span>
              <span className="import-lines__problem">{check.problem}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <details className="import-lines__details">
        <summary>How we read each line</summary>
        <table className="import-lines__table">
          <thead>
            <tr>
              <th scope="col">Amount</th>
              <th scope="col">Unit</th>
              <th scope="col">Ingredient</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {checks.map(({ key, parsed, problem }) => (
              <tr key={key} className={problem ? "import-lines__row--problem" : undefined}>
                <td className="tabular">
                  {parsed.quantity === null ? "" : formatQuantityRange(parsed.quantity, parsed.quantityMax)}
                </td>
                <td>{getUnit(parsed.unit)?.short ?? parsed.unit ?? ""}</td>
                <td>{parsed.food ?? <span className="import-lines__problem">{problem}</span>}</td>
                <td className="muted">{[parsed.preparation, parsed.comment].filter(Boolean).join("; ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

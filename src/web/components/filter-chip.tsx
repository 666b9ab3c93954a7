import "#web/styles/components/filter-chips.css";
import type { InputHTMLAttributes } from "react";

/** A checkbox that looks like a pill (diets in the search filters, courses and diets in the recipe form). */
export function FilterChip({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="filter-chip">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

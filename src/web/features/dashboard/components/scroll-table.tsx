import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways on a phone. The box takes keyboard focus so that someone
 * without a mouse can scroll it too.
 */
export function ScrollTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable to scroll by keyboard
    <section className="dashboard-table-wrap" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  );
}

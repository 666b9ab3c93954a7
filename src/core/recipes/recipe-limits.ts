/**
 * The recipe form's limits (recipe-input.schema.ts), for code that turns text from elsewhere (an
 * imported page, another app's export) into a recipe: clipped to these, it always saves.
 */
export const recipeLimits = {
  title: 200,
  description: 5000,
  line: 500,
  lines: 200,
  groups: 30,
  step: 5000,
  steps: 200,
  sections: 30,
  minutes: 10_000,
} as const;

/** The text, cut to `max` characters with an ellipsis when longer. */
export function clipText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A group heading as a recipe shows it: pages print "For the sauce:", the recipe says "For the sauce". */
export function headingOf(name: string | null): string | null {
  const heading = name?.replace(/\s*:\s*$/, "").trim();
  return heading ? heading : null;
}

/**
 * "Paste a block": text copied from anywhere split into ingredient lines or steps. Pure, so the form
 * can preview it in the browser; the API runs the same code and then parses each ingredient line.
 */

export interface TPastedGroup {
  /** A heading line such as "For the sauce:"; null for lines before any heading. */
  name: string | null;
  items: string[];
}

const bullet = /^\s*(?:[-–—•*·▪◦o]\s+|\d{1,2}\s*[.)]\s+|\(\d{1,2}\)\s+|step\s*\d{1,2}\s*[:.)-]?\s*)/i;
const heading = /^(?:for the |for )?[^.!?]{1,60}:$/i;

/** Strips list bullets and step numbers ("1.", "2)", "•", "Step 3:") from the start of a line. */
export function stripListMarker(line: string): string {
  return line.replace(bullet, "").trim();
}

function isHeading(line: string): boolean {
  return heading.test(line) && !/\d/.test(line.slice(0, 3));
}

function pushItem(groups: TPastedGroup[], item: string) {
  const last = groups[groups.length - 1];
  if (last) last.items.push(item);
  else groups.push({ name: null, items: [item] });
}

function finish(groups: TPastedGroup[]): TPastedGroup[] {
  return groups.filter((g, i) => g.items.length > 0 || (i === groups.length - 1 && g.name !== null));
}

/** One ingredient per non-empty line; "Something:" lines start a new group. */
export function splitIngredientBlock(text: string): TPastedGroup[] {
  const groups: TPastedGroup[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, " ").trim();
    if (!line) continue;
    if (isHeading(line)) {
      groups.push({ name: line.slice(0, -1).trim(), items: [] });
      continue;
    }
    const item = stripListMarker(line);
    if (item) pushItem(groups, item.slice(0, 500));
  }
  return finish(groups);
}

/**
 * Steps: numbered or bulleted lines each start a step; otherwise blank lines separate steps, and
 * a block without blank lines has one step per line. Wrapped lines inside a step are joined.
 */
export function splitStepBlock(text: string): TPastedGroup[] {
  const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+/g, " ").trim());
  const isMarked = lines.some((l) => bullet.test(l));
  const hasBlankLines = /\n\s*\n/.test(text.trim());
  const groups: TPastedGroup[] = [];
  let current: string[] = [];
  const flush = () => {
    const step = current.join(" ").trim();
    if (step) pushItem(groups, step.slice(0, 5000));
    current = [];
  };
  for (const line of lines) {
    if (!line) {
      if (!isMarked) flush();
      continue;
    }
    if (isHeading(line)) {
      flush();
      groups.push({ name: line.slice(0, -1).trim(), items: [] });
      continue;
    }
    if (isMarked ? bullet.test(line) : !hasBlankLines) flush();
    current.push(stripListMarker(line));
  }
  flush();
  return finish(groups);
}

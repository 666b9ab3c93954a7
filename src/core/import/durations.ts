/** Recipe times: ISO-8601 durations ("PT1H30M") and the free text pages put there instead. */

/**
 * ISO-8601 durations as pages write them: a component may lack its number ("PTH30MS", read as
 * zero) and days may sit after the T ("PT0D4H45M").
 */
const ISO_DURATION =
  /^P(?:(\d*(?:[.,]\d+)?)Y)?(?:(\d*(?:[.,]\d+)?)M)?(?:(\d*(?:[.,]\d+)?)W)?(?:(\d*(?:[.,]\d+)?)D)?(?:T(?:(\d*(?:[.,]\d+)?)D)?(?:(\d*(?:[.,]\d+)?)H)?(?:(\d*(?:[.,]\d+)?)M)?(?:(\d*(?:[.,]\d+)?)S)?)?$/i;
const TEXT_PART =
  /(\d+(?:[.,]\d+)?|[½¼¾⅓⅔])\s*(days?|d\b|hours?|hrs?|h\b|óra|stunden?|std|heures?|minutes?|mins?|m\b|minuten?|perc|seconds?|secs?|s\b)/gi;
const FRACTION_CHARS: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };

function toNumber(text: string | undefined): number {
  if (!text) return 0;
  return FRACTION_CHARS[text] ?? Number(text.replace(",", "."));
}

/** Minutes in a duration, rounded up; null when absent, unreadable or zero. */
export function parseDurationMinutes(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return parseDurationMinutes(record.maxValue ?? record.value ?? record["@value"] ?? record.minValue);
  }
  if (typeof value !== "string") return null;
  let text = value.trim();
  if (!text) return null;
  // "12-15 minutes" and "PT10M-PT15M": the upper end is the honest estimate.
  const range = text.match(/^(?:[\d.]+\s*(?:-|–|to)\s*)(.+)$/i);
  if (range && !text.startsWith("P")) text = range[1];
  const isoRange = text.match(/^P[^-]+-\s*(P.+)$/i);
  if (isoRange) text = isoRange[1];
  if (/^P/i.test(text)) {
    // A negative duration ("PT-471406H28M55S") is a broken value, not a time.
    if (text.includes("-")) return null;
    const iso = text.toUpperCase().match(ISO_DURATION);
    if (iso) {
      const [, years, months, weeks, days, timeDays, hours, minutes, seconds] = iso;
      const total =
        toNumber(years) * 525_600 +
        toNumber(months) * 43_200 +
        toNumber(weeks) * 10_080 +
        (toNumber(days) + toNumber(timeDays)) * 1_440 +
        toNumber(hours) * 60 +
        toNumber(minutes) +
        toNumber(seconds) / 60;
      const rounded = Math.ceil(total - 1e-9);
      return rounded > 0 ? rounded : null;
    }
  }
  if (/^\d+$/.test(text)) {
    const minutes = Number(text);
    return minutes > 0 ? minutes : null;
  }
  // "1:15h", "0:45 h": hours and minutes on a clock face.
  const clockHours = text.match(/^(\d+):(\d{2})\s*h$/i);
  if (clockHours) return Number(clockHours[1]) * 60 + Number(clockHours[2]) || null;
  let total = 0;
  let isFound = false;
  for (const match of text.matchAll(TEXT_PART)) {
    const amount = toNumber(match[1]);
    const unit = match[2].toLowerCase();
    isFound = true;
    if (unit.startsWith("d")) total += amount * 1_440;
    else if (unit.startsWith("h") || unit === "óra" || unit.startsWith("st")) total += amount * 60;
    else if (unit.startsWith("s") && !unit.startsWith("st")) total += amount / 60;
    else total += amount;
  }
  if (!isFound) {
    const clock = text.match(/^(\d+):(\d{2})$/);
    if (clock) total = Number(clock[1]) * 60 + Number(clock[2]);
  }
  const rounded = Math.round(total);
  return rounded > 0 ? rounded : null;
}

/** Minutes as an ISO-8601 duration (schema.org prepTime etc.): 90 → "PT1H30M", 0 → "PT0M". */
export function toIsoDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

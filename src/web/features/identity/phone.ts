/** Phone numbers as people type them ("+44 7700 900123") to E.164 ("+447700900123"), as the server wants. */
const e164 = /^\+[1-9]\d{6,14}$/;

export function normalizePhoneNumber(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/[\s().-]/g, "");
  return digits.startsWith("00") ? `+${digits.slice(2)}` : digits;
}

/** Why a typed number cannot be used, or null. */
export function phoneNumberProblem(value: string): string | null {
  const number = normalizePhoneNumber(value);
  if (!number) return "Enter your phone number.";
  if (!number.startsWith("+")) return "Start with + and your country code, like +44 7700 900123.";
  if (!e164.test(number)) return "Enter the number with its country code, like +44 7700 900123.";
  return null;
}

/** "+447700900123" shown with a little air; the exact digits stay readable. */
export function formatPhoneNumber(number: string): string {
  return number.replace(/^(\+\d{1,3})(\d{3,4})(\d+)$/, "$1 $2 $3");
}

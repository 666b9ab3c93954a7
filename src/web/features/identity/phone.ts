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

/**
 * ITU calling codes are prefix-free: the ones of one or two digits are listed, every other code
 * has three. So "+44…" is the UK and "+353…" Ireland, never "+447" or "+35".
 */
const shortCallingCodes = new Set([
  ..."1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49".split(" "),
  ..."51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(" "),
]);

/**
 * How some countries group their numbers: the leading groups, after which the rest is one group.
 * The first pattern whose prefix the number starts with applies; other numbers group generically.
 */
const nationalGroupings: Record<string, { startsWith?: string; groups: number[] }[]> = {
  "1": [{ groups: [3, 3] }], // 202 555 0123
  "33": [{ groups: [1, 2, 2, 2] }], // 6 12 34 56 78
  "44": [{ startsWith: "2", groups: [2, 4] }, { groups: [4] }], // 20 7946 0018, 7700 900123
  "49": [{ startsWith: "1", groups: [3] }], // 151 23456789 (a mobile; area codes vary in length)
  "91": [{ groups: [5] }], // 98765 43210
  "353": [{ startsWith: "8", groups: [2, 3] }], // 85 123 4567
};

function callingCodeOf(digits: string): string {
  for (const length of [1, 2]) {
    const code = digits.slice(0, length);
    if (shortCallingCodes.has(code)) return code;
  }
  return digits.slice(0, 3);
}

/** Groups of three; the last one or two of four, so that no group is shorter than three. */
function groupGenerically(digits: string): string[] {
  if (digits.length <= 5) return [digits];
  const fours = digits.length % 3;
  const threes = (digits.length - 4 * fours) / 3;
  const sizes = [...Array<number>(threes).fill(3), ...Array<number>(fours).fill(4)];
  return splitBySizes(digits, sizes);
}

function splitBySizes(digits: string, sizes: number[]): string[] {
  const groups: string[] = [];
  let start = 0;
  for (const size of sizes) {
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) groups.push(digits.slice(start));
  return groups;
}

function groupNationalNumber(callingCode: string, digits: string): string[] {
  const pattern = nationalGroupings[callingCode]?.find((p) => digits.startsWith(p.startsWith ?? ""));
  const leading = pattern?.groups.reduce((sum, size) => sum + size, 0) ?? 0;
  // A number too short for its country's pattern is grouped like any other.
  if (pattern && digits.length >= leading + 2) return splitBySizes(digits, pattern.groups);
  return groupGenerically(digits);
}

/** "+447700900123" as "+44 7700 900123": the country code apart, the rest grouped as it is read. */
export function formatPhoneNumber(number: string): string {
  if (!e164.test(number)) return number;
  const digits = number.slice(1);
  const callingCode = callingCodeOf(digits);
  const groups = groupNationalNumber(callingCode, digits.slice(callingCode.length));
  return [`+${callingCode}`, ...groups].join(" ");
}

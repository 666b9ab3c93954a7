/**
 * Food names as words to match: lowercase, accents and apostrophes gone, every other mark a space
 * ("Crème fraîche" → "creme fraiche", "confectioners' sugar" → "confectioners sugar",
 * "sun-dried" → "sun dried"), and the plural forms a cook writes of a name's last word.
 */

/** Lowercase words separated by single spaces; digits and "%" stay ("2% milk", "00 flour"). */
export function normalizeFoodText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/['’‘`´]/g, "")
    .replace(/[^a-z0-9%]+/g, " ")
    .trim();
}

/** "tomato" → tomatoes, tomatos; "berry" → berries; "leaf" → leaves; "chilli" → chillies. */
export function pluralsOf(word: string): string[] {
  if (/(?:s|sh|ch|x|z)$/.test(word)) return [`${word}es`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`, `${word}s`];
  if (/o$/.test(word)) return [`${word}es`, `${word}s`];
  if (/i$/.test(word)) return [`${word}es`, `${word}s`];
  if (/[^f]f$/.test(word)) return [`${word.slice(0, -1)}ves`, `${word}s`];
  if (/fe$/.test(word)) return [`${word.slice(0, -2)}ves`, `${word}s`];
  return [`${word}s`];
}

/** The name with each plural of its last word: "chicken breast" → "chicken breasts". */
export function pluralNamesOf(name: string): string[] {
  const space = name.lastIndexOf(" ");
  const head = space === -1 ? "" : name.slice(0, space + 1);
  const last = name.slice(space + 1);
  if (!/[a-z]$/.test(last)) return [];
  return pluralsOf(last).map((plural) => `${head}${plural}`);
}

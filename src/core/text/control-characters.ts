/**
 * Control characters in text input. PostgreSQL refuses U+0000 in text, and no other C0 control
 * (tabs and line breaks aside) belongs in a recipe, a name or a search: input that carries one is
 * refused with a message that names the field, before it reaches a service.
 */

// Tab (9), line feed (10) and carriage return (13) are ordinary text; the rest of C0 and DEL are not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
}

/**
 * The path of the first string (or object key) holding a control character, e.g. `["ingredientGroups",
 * "0", "lines", "2"]`, or null when there is none. Walks plain objects and arrays only.
 */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findControlCharacter(value[index], [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object" && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key];
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** "title: Remove the control character from this text." */
export function controlCharacterMessage(path: string[]): string {
  const field = path.join(".");
  return `${field ? `${field}: ` : ""}Remove the control character from this text.`;
}

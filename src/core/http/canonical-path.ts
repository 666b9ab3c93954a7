/**
 * One spelling per page address. React Router matches paths case-insensitively and the browser
 * accepts `%72ecipe` for `recipe`, so `/RECIPE/<id>`, `/%72ecipe/<id>` and `/recipe/./<id>` all
 * reach the same page: a cache keyed on the raw address would keep copies that clearing the
 * recipe's address does not reach. The server redirects every other spelling to this one first.
 */

const unreservedEscape = /%([0-9A-Fa-f]{2})/g;

/** The canonical form of a URL path (no query): unreserved escapes decoded, dot segments and empty segments removed, lowercased. */
export function canonicalPath(path: string): string {
  const decoded = path.replace(unreservedEscape, (sequence, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : sequence.toUpperCase();
  });
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const joined = `/${segments.join("/")}`;
  // Percent-escapes keep their hex digits upper case (RFC 3986); everything else is lower case.
  return joined.toLowerCase().replace(/%[0-9a-f]{2}/g, (sequence) => sequence.toUpperCase());
}

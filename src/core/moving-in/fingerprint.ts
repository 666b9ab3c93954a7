/**
 * Recognising a recipe a cook already has: its title and ingredient lines, lower-cased, without
 * punctuation or extra spaces, the lines sorted (apps list the same ingredients in a different
 * order), hashed. Two recipes with the same fingerprint are the same recipe for moving in: the
 * second is skipped and reported as a duplicate.
 */

function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}½¼¾⅓⅔]+/gu, " ")
    .trim();
}

/** 53-bit hash (cyrb53): enough to tell one cook's recipes apart, and pure. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2_654_435_761);
    h2 = Math.imul(h2 ^ code, 1_597_334_677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2_246_822_507) ^ Math.imul(h2 ^ (h2 >>> 13), 3_266_489_909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2_246_822_507) ^ Math.imul(h1 ^ (h1 >>> 13), 3_266_489_909);
  return (4_294_967_296 * (2_097_151 & h2) + (h1 >>> 0)).toString(36);
}

export function fingerprintRecipe(title: string, ingredientLines: readonly string[]): string {
  const lines = ingredientLines.map(normalise).filter(Boolean).sort();
  return hash(`${normalise(title)}\n${lines.join("\n")}`);
}

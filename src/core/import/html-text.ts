/**
 * Text helpers shared by every extraction path: entity decoding, tag stripping and whitespace
 * normalisation. Pure string work, so it runs the same in Node and in the browser.
 */

/** The named entities recipe pages actually use; numeric references are decoded generally. */
// biome-ignore format: a table reads better packed
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ensp: " ", emsp: " ", thinsp: " ",
  ndash: "–", mdash: "—", hellip: "…", lsquo: "‘", rsquo: "’", sbquo: "‚", ldquo: "“", rdquo: "”",
  bdquo: "„", laquo: "«", raquo: "»", lsaquo: "‹", rsaquo: "›", bull: "•", middot: "·", deg: "°",
  frac12: "½", frac14: "¼", frac34: "¾", frac13: "⅓", frac23: "⅔", frac15: "⅕", frac16: "⅙",
  frac18: "⅛", frac38: "⅜", frac58: "⅝", frac78: "⅞", times: "×", divide: "÷", minus: "−",
  plusmn: "±", copy: "©", reg: "®", trade: "™", euro: "€", pound: "£", cent: "¢", yen: "¥",
  sect: "§", para: "¶", shy: "", zwj: "", zwnj: "", lrm: "", rlm: "", iexcl: "¡", iquest: "¿",
  ordf: "ª", ordm: "º", sup1: "¹", sup2: "²", sup3: "³", micro: "µ", prime: "′", Prime: "″",
  agrave: "à", aacute: "á", acirc: "â", atilde: "ã", auml: "ä", aring: "å", aelig: "æ", ccedil: "ç",
  egrave: "è", eacute: "é", ecirc: "ê", euml: "ë", igrave: "ì", iacute: "í", icirc: "î", iuml: "ï",
  eth: "ð", ntilde: "ñ", ograve: "ò", oacute: "ó", ocirc: "ô", otilde: "õ", ouml: "ö", oslash: "ø",
  ugrave: "ù", uacute: "ú", ucirc: "û", uuml: "ü", yacute: "ý", yuml: "ÿ", szlig: "ß", thorn: "þ",
  Agrave: "À", Aacute: "Á", Acirc: "Â", Atilde: "Ã", Auml: "Ä", Aring: "Å", AElig: "Æ", Ccedil: "Ç",
  Egrave: "È", Eacute: "É", Ecirc: "Ê", Euml: "Ë", Igrave: "Ì", Iacute: "Í", Icirc: "Î", Iuml: "Ï",
  Ntilde: "Ñ", Ograve: "Ò", Oacute: "Ó", Ocirc: "Ô", Otilde: "Õ", Ouml: "Ö", Oslash: "Ø",
  Ugrave: "Ù", Uacute: "Ú", Ucirc: "Û", Uuml: "Ü", Yacute: "Ý", oelig: "œ", OElig: "Œ", scaron: "š",
  Scaron: "Š", zcaron: "ž", Zcaron: "Ž", circ: "ˆ", tilde: "˜", larr: "←", rarr: "→", hearts: "♥",
  star: "☆", check: "✓", colon: ":", comma: ",", period: ".", excl: "!", quest: "?", num: "#",
  percnt: "%", lpar: "(", rpar: ")", sol: "/", bsol: "\\", lowbar: "_", ast: "*", plus: "+",
  equals: "=", semi: ";", commat: "@", lsqb: "[", rsqb: "]", lcub: "{", rcub: "}", verbar: "|",
  dollar: "$", grave: "`", Hat: "^", NewLine: "\n", Tab: "\t",
};

/** Windows-1252 code points that pages send as numeric references in the C1 range. */
// biome-ignore format: a table reads better packed
const C1_REPLACEMENTS: Record<number, number> = {
  128: 0x20ac, 130: 0x201a, 132: 0x201e, 133: 0x2026, 145: 0x2018, 146: 0x2019, 147: 0x201c,
  148: 0x201d, 149: 0x2022, 150: 0x2013, 151: 0x2014, 153: 0x2122,
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

function decodeCodePoint(code: number): string {
  const mapped = C1_REPLACEMENTS[code] ?? code;
  if (mapped === 0 || mapped > 0x10ffff || (mapped >= 0xd800 && mapped <= 0xdfff)) return "\uFFFD";
  return String.fromCodePoint(mapped);
}

/** Decodes named and numeric character references; unknown names stay as written. */
export function decodeEntities(text: string): string {
  if (text.indexOf("&") === -1) return text;
  return text.replace(ENTITY, (match, dec: string, hex: string, name: string) => {
    if (dec) return decodeCodePoint(Number.parseInt(dec, 10));
    if (hex) return decodeCodePoint(Number.parseInt(hex, 16));
    const value = NAMED_ENTITIES[name];
    return value ?? match;
  });
}

const TAG = /<\/?[A-Za-z!][^<>]*>/g;
const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|section|article)\b[^<>]*>/gi;
const INVISIBLES = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const SPACES = /[\s\u00A0\u2000-\u200A\u202F\u205F\u3000]+/g;

/** Removes tags (treating block tags as spaces), decodes entities and collapses whitespace. */
export function cleanText(value: string): string {
  let text = value;
  if (text.indexOf("<") !== -1) text = text.replace(BLOCK_TAG, " ").replace(TAG, "");
  text = decodeEntities(text);
  // A second pass handles double-encoded markup such as "&lt;p&gt;".
  if (text.indexOf("<") !== -1 && TAG.test(text)) {
    TAG.lastIndex = 0;
    text = text.replace(BLOCK_TAG, " ").replace(TAG, "");
  }
  if (text.indexOf("&") !== -1) text = decodeEntities(text);
  return text.replace(INVISIBLES, "").replace(SPACES, " ").trim();
}

/** Resolves a possibly relative URL against the page's address; null when it cannot. */
export function toAbsoluteUrl(value: string, base: string): string | null {
  let trimmed = value.trim();
  if (!trimmed || trimmed.startsWith("data:")) return null;
  // Sites that prefix an absolute address with their own host: "http://a.comhttps://cdn.b.com/x.jpg".
  const inner = trimmed.lastIndexOf("://");
  if (inner > 8) {
    const start = trimmed.slice(0, inner).search(/https?$/);
    if (start > 0) trimmed = trimmed.slice(start);
  }
  try {
    return new URL(trimmed.startsWith("//") ? `https:${trimmed}` : trimmed, base).href;
  } catch {
    return null;
  }
}

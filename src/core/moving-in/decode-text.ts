/**
 * Text from other apps' files in whatever encoding they were saved: UTF-8 (with or without a byte
 * order mark), UTF-16 (Windows tools), and Latin-1/Windows-1252 (old exports). Binary data is not
 * text: it gives null so the entry fails with a reason instead of importing gibberish.
 */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function looksLikeUtf16(bytes: Uint8Array, zeroAt: 0 | 1): boolean {
  const sample = Math.min(bytes.length, 512);
  if (sample < 4) return false;
  let zeros = 0;
  for (let at = zeroAt; at < sample; at += 2) if (bytes[at] === 0) zeros++;
  return zeros > sample / 4;
}

function isMostlyText(text: string): boolean {
  const sample = text.slice(0, 4000);
  if (sample.length === 0) return true;
  let control = 0;
  for (const char of sample) {
    const code = char.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) control++;
  }
  return control / sample.length < 0.02;
}

/** The bytes as text, or null when they are not text in any encoding we recognise. */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    text = new TextDecoder("utf-8").decode(bytes.subarray(3));
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  else if (looksLikeUtf16(bytes, 1)) text = new TextDecoder("utf-16le").decode(bytes);
  else if (looksLikeUtf16(bytes, 0)) text = new TextDecoder("utf-16be").decode(bytes);
  else {
    try {
      text = strictUtf8.decode(bytes);
    } catch {
      // Not UTF-8: the single-byte encoding of old Windows and Mac exports.
      text = new TextDecoder("windows-1252").decode(bytes);
    }
  }
  return isMostlyText(text) ? text : null;
}

/** JSON from bytes, or an Error whose message names the file ("recipe.json is not valid JSON"). */
export function parseJsonBytes(bytes: Uint8Array, name: string): unknown {
  const text = decodeText(bytes);
  if (text === null) throw new Error(`${name} is not a text file`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${name} is not valid JSON`);
  }
}

/**
 * Bytes of a fetched page → text, with the charset a browser would pick: a byte-order mark first,
 * then the Content-Type header's charset, then a <meta charset> or http-equiv in the first 4 KB,
 * then UTF-8. Unknown labels fall back to UTF-8 rather than failing.
 */

const metaCharset = /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i;

function charsetFromContentType(contentType: string | undefined): string | null {
  const match = contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i);
  return match ? match[1] : null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    return null;
  }
}

/** The charset label chosen for these bytes (for tests and logs). */
export function detectCharset(body: Buffer, contentType?: string): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return "utf-8";
  if (body[0] === 0xff && body[1] === 0xfe) return "utf-16le";
  if (body[0] === 0xfe && body[1] === 0xff) return "utf-16be";
  const fromHeader = charsetFromContentType(contentType);
  if (decoderFor(fromHeader)) return (decoderFor(fromHeader) as TextDecoder).encoding;
  const head = body.subarray(0, 4096).toString("latin1");
  const fromMeta = head.match(metaCharset)?.[1] ?? null;
  const metaDecoder = decoderFor(fromMeta);
  // A page that says "utf-16" in a meta tag it could read as ASCII is not UTF-16 (HTML standard).
  if (metaDecoder && !metaDecoder.encoding.startsWith("utf-16")) return metaDecoder.encoding;
  return "utf-8";
}

export function decodeText(body: Buffer, contentType?: string): string {
  const charset = detectCharset(body, contentType);
  // TextDecoder drops the byte-order mark itself.
  return new TextDecoder(charset).decode(body);
}

/**
 * JSON as pages really write it inside `<script type="application/ld+json">`: `JSON.parse` first,
 * then a forgiving recursive-descent parser that accepts what browsers shrug off — trailing commas,
 * comments, raw newlines and tabs inside strings, invalid escapes, single-quoted strings, bare
 * `undefined`/`NaN`, several top-level values in a row, and HTML-escaped or CDATA-wrapped bodies.
 */

class LenientParser {
  private at = 0;
  constructor(private readonly text: string) {}

  parseAll(): unknown[] {
    const values: unknown[] = [];
    for (;;) {
      this.skipSpace();
      if (this.at >= this.text.length) return values;
      const ch = this.text[this.at];
      if (ch === "," || ch === ";") {
        this.at++;
        continue;
      }
      if (ch !== "{" && ch !== "[") return values;
      values.push(this.parseValue());
    }
  }

  private skipSpace() {
    const text = this.text;
    while (this.at < text.length) {
      const code = text.charCodeAt(this.at);
      if (code <= 32 || code === 0xa0 || code === 0xfeff) this.at++;
      else if (code === 47 && text[this.at + 1] === "/") {
        const end = text.indexOf("\n", this.at);
        this.at = end === -1 ? text.length : end + 1;
      } else if (code === 47 && text[this.at + 1] === "*") {
        const end = text.indexOf("*/", this.at + 2);
        this.at = end === -1 ? text.length : end + 2;
      } else return;
    }
  }

  private parseValue(): unknown {
    this.skipSpace();
    const ch = this.text[this.at];
    if (ch === "{") return this.parseObject();
    if (ch === "[") return this.parseArray();
    if (ch === '"' || ch === "'") return this.parseString(ch);
    return this.parseBare();
  }

  private parseObject(): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.at++;
    for (;;) {
      this.skipSpace();
      if (this.at >= this.text.length) return result;
      const ch = this.text[this.at];
      if (ch === "}") {
        this.at++;
        return result;
      }
      if (ch === ",") {
        this.at++;
        continue;
      }
      const key = ch === '"' || ch === "'" ? this.parseString(ch) : String(this.parseBare());
      this.skipSpace();
      if (this.text[this.at] === ":") this.at++;
      else if (this.text[this.at] === "}" || this.text[this.at] === ",") continue;
      result[key] = this.parseValue();
    }
  }

  private parseArray(): unknown[] {
    const result: unknown[] = [];
    this.at++;
    for (;;) {
      this.skipSpace();
      if (this.at >= this.text.length) return result;
      const ch = this.text[this.at];
      if (ch === "]") {
        this.at++;
        return result;
      }
      if (ch === ",") {
        this.at++;
        continue;
      }
      if (ch === "}") {
        // A stray closer inside an array: skip it rather than loop forever.
        this.at++;
        continue;
      }
      result.push(this.parseValue());
    }
  }

  private parseString(quote: string): string {
    const text = this.text;
    let out = "";
    let start = ++this.at;
    while (this.at < text.length) {
      const ch = text[this.at];
      if (ch === quote) {
        out += text.slice(start, this.at);
        this.at++;
        return out;
      }
      if (ch === "\\") {
        out += text.slice(start, this.at);
        const next = text[this.at + 1];
        this.at += 2;
        switch (next) {
          case "n":
            out += "\n";
            break;
          case "t":
            out += "\t";
            break;
          case "r":
            out += "\r";
            break;
          case "b":
          case "f":
            out += " ";
            break;
          case "u": {
            const hex = text.slice(this.at, this.at + 4);
            if (/^[0-9a-fA-F]{4}$/.test(hex)) {
              out += String.fromCharCode(Number.parseInt(hex, 16));
              this.at += 4;
            } else out += "u";
            break;
          }
          case undefined:
            break;
          default:
            out += next;
        }
        start = this.at;
        continue;
      }
      this.at++;
    }
    return out + text.slice(start);
  }

  private parseBare(): unknown {
    const text = this.text;
    const start = this.at;
    while (this.at < text.length && !/[\s,:\]}[{]/.test(text[this.at])) this.at++;
    if (this.at === start) {
      this.at++;
      return null;
    }
    const word = text.slice(start, this.at);
    if (word === "true") return true;
    if (word === "false") return false;
    if (word === "null" || word === "undefined" || word === "NaN") return null;
    const number = Number(word);
    return Number.isFinite(number) ? number : word;
  }
}

function unwrap(body: string): string {
  let text = body.trim();
  if (text.startsWith("<!--")) text = text.slice(4);
  if (text.endsWith("-->")) text = text.slice(0, -3);
  text = text.trim();
  if (text.startsWith("<![CDATA[")) text = text.slice(9);
  if (text.endsWith("]]>")) text = text.slice(0, -3);
  text = text.trim();
  if (text.startsWith("//<![CDATA[")) text = text.slice(11);
  if (text.endsWith("//]]>")) text = text.slice(0, -5);
  return text.trim();
}

/** Every top-level JSON value in a script body; an empty list when nothing parses. */
export function parseLenientJson(body: string): unknown[] {
  let text = unwrap(body);
  if (!text) return [];
  try {
    return [JSON.parse(text)];
  } catch {
    // fall through to the forgiving parser
  }
  if (/^[{[]\s*&quot;/.test(text) || text.includes("&quot;@"))
    text = text.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  try {
    return new LenientParser(text).parseAll();
  } catch {
    return [];
  }
}

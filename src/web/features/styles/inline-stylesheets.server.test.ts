import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createStylesheetReader, inlineStylesheets } from "./inline-stylesheets.server.ts";

const sheets: Record<string, string> = {
  "/assets/shell-a1.css": "body{margin:0}",
  "/assets/recipe-b2.css": ".recipe{color:red}",
  "/assets/odd-c3.css": '.x::after{content:"</style><script>"}',
};
const readStylesheet = (href: string) => sheets[href] ?? null;

function page(head: string, body = "<main>Soup</main>") {
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

describe("inlineStylesheets", () => {
  it("puts each built stylesheet's text before its link, and disables the link", () => {
    const html = page(
      '<link nonce="n1" rel="stylesheet" href="/assets/shell-a1.css#"/><link nonce="n1" rel="stylesheet" href="/assets/recipe-b2.css"/>',
    );
    const result = inlineStylesheets(html, { readStylesheet, permanentHrefs: new Set() });
    expect(result).toContain(
      '<style data-href="/assets/shell-a1.css#">body{margin:0}</style><link nonce="n1" rel="stylesheet" href="/assets/shell-a1.css#" disabled=""/>',
    );
    expect(result).toContain(
      '<style data-href="/assets/recipe-b2.css">.recipe{color:red}</style><link nonce="n1" rel="stylesheet" href="/assets/recipe-b2.css" disabled=""/>',
    );
    expect(result).toContain("<body><main>Soup</main></body>");
  });

  it("links the root route's stylesheets under their plain names, so modules loaded later find them", () => {
    const html = page('<link rel="stylesheet" href="/assets/shell-a1.css#"/>');
    const result = inlineStylesheets(html, { readStylesheet, permanentHrefs: new Set(["/assets/shell-a1.css#"]) });
    expect(result).toContain('<style data-href="/assets/shell-a1.css">');
    expect(result).toContain('<link rel="stylesheet" href="/assets/shell-a1.css" disabled=""/>');
    expect(result).not.toContain("shell-a1.css#");
  });

  it("leaves a stylesheet it cannot read as a link that loads", () => {
    const html = page('<link rel="stylesheet" href="/assets/missing-d4.css"/>');
    expect(inlineStylesheets(html, { readStylesheet, permanentHrefs: new Set() })).toBe(html);
  });

  it("never lets a stylesheet's text close the style element", () => {
    const html = page('<link rel="stylesheet" href="/assets/odd-c3.css"/>');
    const result = inlineStylesheets(html, { readStylesheet, permanentHrefs: new Set() });
    expect(result).toContain('content:"<\\/style><script>"');
    expect(result.match(/<\/style>/g)).toHaveLength(1);
  });

  it("gives preloaded modules a low priority and touches nothing in the body", () => {
    const body =
      '<p>&lt;link rel="stylesheet" href="/assets/shell-a1.css"/&gt;</p><link rel="modulepreload" href="/x.js"/>';
    const html = page('<link rel="modulepreload" href="/assets/entry-e5.js" nonce="n1"/>', body);
    const result = inlineStylesheets(html, { readStylesheet, permanentHrefs: new Set() });
    expect(result).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/entry-e5.js" nonce="n1"/>');
    expect(result).toContain(`<body>${body}</body>`);
  });
});

describe("createStylesheetReader", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-styles-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "shell-a1.css"), "body{margin:0}");
  fs.writeFileSync(path.join(dir, "secret.css"), "not for pages");
  const read = createStylesheetReader(pathToFileURL(`${dir}/`));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads a built stylesheet by its public path", () => {
    expect(read("/assets/shell-a1.css")).toBe("body{margin:0}");
  });

  it("reads nothing outside the assets folder, and nothing that is not there", () => {
    expect(read("/assets/../secret.css")).toBeNull();
    expect(read("/secret.css")).toBeNull();
    expect(read("/assets/missing.css")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { paintBeforeLoadingApp } from "./paint-first.server.ts";

/** A page as React Router and React's server render it, cut down to the parts the rewrite touches. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<link rel="preload" as="image" href="/uploads/hero.svg" fetchPriority="high"/><title>Pancakes · Ladle</title>',
  '<link nonce="n1" rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-C.js" nonce="n1"/><link rel="modulepreload" href="/assets/recipe-D.js" nonce="n1"/>',
  '<link nonce="n1" rel="stylesheet" href="/assets/shell-E.css#"/><link nonce="n1" rel="stylesheet" href="/assets/recipe-F.css"/>',
  "</head><body><main><h1>Pancakes</h1></main>",
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/recipe-D.js";\n',
  '  window.__reactRouterManifest = {"version": "1"};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"page:/recipe/:recipeId":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const moduleScript = (html: string) =>
  /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

/** Runs the rewritten module script with stand-ins for the browser's globals; `import()` calls `load`. */
function runModuleScript(globals: {
  document: unknown;
  window: unknown;
  requestAnimationFrame: (frame: () => void) => void;
  setTimeout: (task: () => void) => void;
  load: (href: string) => Promise<unknown>;
}): Promise<void> {
  const run = new Function(
    "document",
    "window",
    "requestAnimationFrame",
    "setTimeout",
    "load",
    `return (async () => {${moduleScript(paintBeforeLoadingApp(page)).replaceAll("import(", "load(")}})();`,
  );
  return run(globals.document, globals.window, globals.requestAnimationFrame, globals.setTimeout, globals.load);
}

describe("paintBeforeLoadingApp", () => {
  it("keeps every other tag of the page where it was", () => {
    const html = paintBeforeLoadingApp(page);
    const shell = '<link nonce="n1" rel="stylesheet" href="/assets/shell-E.css"/>';
    const font = '<link nonce="n1" rel="preload" href="/assets/inter.woff2"';
    expect(head(html)).toBe(
      head(page)
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace('<link nonce="n1" rel="stylesheet" href="/assets/shell-E.css#"/>', "")
        .replace(font, `${shell}${font}`),
    );
    expect(html.slice(html.indexOf("</head>"), html.indexOf('<script nonce="n1" type="module"'))).toBe(
      page.slice(page.indexOf("</head>"), page.indexOf('<script nonce="n1" type="module"')),
    );
  });

  it("links the shell's stylesheet under its own address, so a module loaded later does not add it again", () => {
    const html = paintBeforeLoadingApp(page);
    expect(html).toContain('<link nonce="n1" rel="stylesheet" href="/assets/shell-E.css"/>');
    expect(html).not.toContain("shell-E.css#");
  });

  it("puts the shell's stylesheet before the root's own links, in the order the browser renders them", () => {
    const links = [...head(paintBeforeLoadingApp(page)).matchAll(/<link\b[^>]*\bhref="([^"]+)"/g)].map(
      ([, href]) => href,
    );
    // The image preload is React's server's own hint, taken out before hydrating (entry.client.tsx).
    expect(links).toEqual(["/uploads/hero.svg", "/assets/shell-E.css", "/assets/inter.woff2", "/assets/recipe-F.css"]);
  });

  it("takes the module preloads out of the page, for the module script to import once the page is painted", () => {
    const html = paintBeforeLoadingApp(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(moduleScript(html)).not.toMatch(/^import \* as/m);
  });

  it("has the module script wait for a frame, import the routes and every preloaded module at once, and the entry last", async () => {
    const steps: string[] = [];
    const document = {
      visibilityState: "visible",
      createElement: () => ({}),
      head: { append: (link: { rel: string; href: string }) => steps.push(`${link.rel} ${link.href}`) },
    };
    const window: Record<string, unknown> = {};
    await runModuleScript({
      document,
      window,
      requestAnimationFrame: (frame) => {
        steps.push("frame");
        frame();
      },
      setTimeout: (task) => {
        steps.push("next task");
        task();
      },
      load: async (href) => {
        steps.push(`import ${href}`);
        return { href };
      },
    });
    expect(steps).toEqual([
      "frame",
      "next task",
      "import /assets/root-C.js",
      "import /assets/recipe-D.js",
      "import /assets/framework-B.js",
      "next task",
      "import /assets/entry.client-A.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-C.js" },
      "page:/recipe/:recipeId": { href: "/assets/recipe-D.js" },
    });
  });

  it("does not wait for a frame in a background tab, which draws none", async () => {
    const steps: string[] = [];
    await runModuleScript({
      document: { visibilityState: "hidden", createElement: () => ({}), head: { append: () => {} } },
      window: {},
      requestAnimationFrame: () => steps.push("frame"),
      setTimeout: (task) => task(),
      load: async (href) => steps.push(`import ${href}`),
    });
    expect(steps).not.toContain("frame");
    expect(steps).toContain("import /assets/entry.client-A.js");
  });

  it("leaves a page without React Router's module script as it is", () => {
    const devPage =
      '<html><head><link rel="stylesheet" href="/a.css"/></head><body><script type="module">import "/@vite/client";</script></body></html>';
    expect(paintBeforeLoadingApp(devPage)).toBe(devPage);
    expect(paintBeforeLoadingApp("<html><body>no head</body></html>")).toBe("<html><body>no head</body></html>");
  });
});

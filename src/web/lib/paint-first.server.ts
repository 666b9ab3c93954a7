/**
 * A server-rendered page is whole before any script runs, so Ladle lets the browser paint it first
 * and only then fetches the code that makes it interactive (decision 031).
 *
 * As React Router renders it, a page's `<head>` asks for two dozen scripts (`<link
 * rel="modulepreload">`, hoisted there by React) beside its stylesheets, and the module script at
 * the end of `<body>` imports the route modules as soon as it is parsed. On a phone's line the
 * scripts share the line with the stylesheets and fonts, and the first paint waits for code it does
 * not need. Rewritten here:
 * - the module preloads leave `<head>`;
 * - the shell's stylesheet loses the `#` React Router gives a stylesheet that a module loaded later
 *   also needs. The bundler's loader adds such a stylesheet again unless the page already links it
 *   under the same address, and a stylesheet added to a drawn page restyles and lays out the whole
 *   page (a long task on a phone). React Router marks it so that a stylesheet it removes when the
 *   route changes stays for the module that needs it; the root route's stylesheet is never removed.
 *   It also moves ahead of the root route's own links (the fonts, the icons, the app's manifest):
 *   React's server hoists those above it, where the browser renders them after it, and the browser's
 *   React layer pairs the server's `<link>`s with its own by order when it hydrates.
 * - the module script waits for the first frame, then imports the route modules and every module the
 *   preloads named, all at once, so they still load side by side rather than one import after
 *   another (adding the preloads back instead cost a phone tens of milliseconds of main thread);
 *   then it waits one task, so the modules run in one task and the page hydrates in the next. A page
 *   in a background tab, which draws no frames, does not wait for one.
 * Everything else in the module script (the route manifest, the entry's import) runs as before, and
 * the rest of the page keeps its order: the browser's React layer pairs the server's `<link>`s with
 * its own by order when it hydrates (entry.client.tsx). A page that does not have that shape (the
 * development server's) is left as it is.
 */
const modulePreloadTag = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
/** The shell's stylesheet (vite.config.ts, group `shell`): the root route's styles, on every page. */
const shellStylesheetHref = /(<link\b[^>]*\brel="stylesheet" href="\/assets\/shell-[\w-]+\.css)#"/;
const shellStylesheetTag = /<link\b[^>]*\brel="stylesheet" href="\/assets\/shell-[\w-]+\.css"[^>]*>/;
/** The root route's first link (a font preload): the browser renders the shell's stylesheet before it. */
const firstFontPreload = /<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*>/;
const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const routeImport = /^import \* as (route\d+) from "([^"]+)";$/gm;
const entryImport = /^import\("([^"]+)"\);$/m;

export function paintBeforeLoadingApp(html: string): string {
  const headEnd = html.indexOf("</head>");
  const script = moduleScript.exec(html);
  if (headEnd < 0 || !script || script.index < headEnd) return html;
  const [, open, body, close] = script;
  const imports = [...body.matchAll(routeImport)].map(([, name, href]) => ({ name, href }));
  if (imports.length === 0) return html;

  const head = html.slice(0, headEnd);
  const preloads = [...head.matchAll(modulePreloadTag)].map(([, href]) => href);

  // Every module the page needs but the entry is imported at once, the routes first so they can be
  // named: the modules load side by side rather than one import after another, and the entry, which
  // hydrates the page, still runs last.
  const entry = entryImport.exec(body)?.[1];
  const routeHrefs = imports.map((i) => i.href);
  const others = preloads.filter((href) => href !== entry && !routeHrefs.includes(href));
  const deferred = [
    "await new Promise((painted) => document.visibilityState === 'hidden' ? painted() : requestAnimationFrame(() => setTimeout(painted)));",
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${[...routeHrefs, ...others].map((href) => `import(${JSON.stringify(href)})`).join(", ")}]);`,
    // The modules run in one task and the page hydrates in the next, not both in one long task.
    "await new Promise((evaluated) => setTimeout(evaluated));",
    body.replace(routeImport, ""),
  ].join("\n");
  const rest = html.slice(headEnd);
  const scriptAt = script.index - headEnd;
  return (
    shellStylesheetFirst(head.replace(modulePreloadTag, "").replace(shellStylesheetHref, '$1"')) +
    rest.slice(0, scriptAt) +
    open +
    deferred +
    close +
    rest.slice(scriptAt + script[0].length)
  );
}

/** The shell's stylesheet, moved ahead of the root route's font preloads where they come first. */
function shellStylesheetFirst(head: string): string {
  const stylesheet = shellStylesheetTag.exec(head);
  const font = firstFontPreload.exec(head);
  if (!stylesheet || !font || font.index > stylesheet.index) return head;
  const without = head.slice(0, stylesheet.index) + head.slice(stylesheet.index + stylesheet[0].length);
  return without.slice(0, font.index) + stylesheet[0] + without.slice(font.index);
}

/**
 * The production page's styles travel inside its HTML. A stylesheet `<link>` in `<head>` holds the
 * first paint until the file arrives: on a phone's 4G line that is one more round trip (about a
 * fifth of a second) after the HTML, for about 10–15 KB of CSS (gzip) that the HTML can carry.
 * Each stylesheet the page links becomes a `<style data-href>` with the file's text, followed by
 * its `<link>` marked `disabled`, which the browser neither fetches nor applies. The `<link>`s
 * stay because the browser's hydration and React Router's navigation pair with them (see
 * `inline-stylesheets.ts` for the browser's half).
 *
 * The root route's stylesheets are linked under their plain names. React Router adds `#` to a
 * stylesheet that a module loaded later also imports (the shell's, imported by the Follow button),
 * so that the module's loader, not finding it, links its own copy that outlives the route's. The
 * root route never goes away, and that second copy cost a full restyle and relayout of the page
 * just after it became interactive.
 *
 * The module scripts React Router preloads get a low fetch priority: they never block the first
 * paint (modules run after the document is parsed), and on a slow line the fonts and the page's
 * main image should not wait behind about 80 KB of JavaScript.
 */
import fs from "node:fs";

/** The text of a built stylesheet by its public path (`/assets/x.css`), or null when it is not a built file. */
export type TReadStylesheet = (href: string) => string | null;

const stylesheetLink = /<link\b([^>]*?)\srel="stylesheet"\s+href="(\/assets\/[\w.-]+\.css)(#?)"([^>]*?)\/?>/g;

export function inlineStylesheets(
  html: string,
  { readStylesheet, permanentHrefs }: { readStylesheet: TReadStylesheet; permanentHrefs: ReadonlySet<string> },
): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html
    .slice(0, headEnd)
    .replace(stylesheetLink, (link, before: string, path: string, hash: string, after: string) => {
      const css = readStylesheet(path);
      if (css === null) return link;
      const href = permanentHrefs.has(`${path}${hash}`) ? path : `${path}${hash}`;
      return `<style data-href="${href}">${escapeStyleText(css)}</style><link${before} rel="stylesheet" href="${href}" disabled=""${after}/>`;
    })
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  return head + html.slice(headEnd);
}

/** Text inside `<style>` ends at the first `</style`: a stylesheet never holds one, but one in a string must not close the element. */
function escapeStyleText(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

/**
 * Reads built stylesheets from the client build folder, each once: built files never change while
 * the server runs. Only names in `assets/` are read, so a path cannot leave the folder.
 */
export function createStylesheetReader(clientDir: URL): TReadStylesheet {
  const texts = new Map<string, string | null>();
  return (href) => {
    const name = /^\/assets\/([\w.-]+\.css)$/.exec(href)?.[1];
    if (!name) return null;
    let text = texts.get(name);
    if (text === undefined) {
      try {
        text = fs.readFileSync(new URL(`assets/${name}`, clientDir), "utf8");
      } catch {
        text = null;
      }
      texts.set(name, text);
    }
    return text;
  };
}

/**
 * First-load JavaScript of a page, gzip bytes: every script, module preload and module import the
 * server-rendered HTML asks for, fetched and gzipped at level 9.
 *
 *   npm run build && npx tsx bench/first-load-js.ts [/path ...]
 *
 * `{recipe}` in a path stands for a public demo recipe's id: `/ /search?q=soup /recipe/{recipe}`.
 */
import { gzipSync } from "node:zlib";
import { findPublicRecipeId } from "./lib/recipes.ts";
import { startServer } from "./lib/server.ts";

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const server = await startServer({ port: 3401 });
try {
  const recipeId = pages.some((page) => page.includes("{recipe}")) ? await findPublicRecipeId(server.url) : "";
  for (const page of pages.map((p) => p.replaceAll("{recipe}", recipeId))) {
    const html = await (await fetch(server.url + page)).text();
    const urls = new Set<string>();
    for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) urls.add(match[1]);
    for (const match of html.matchAll(/import\s+(?:\*\s+as\s+\w+\s+from\s+)?"([^"]+\.js)"/g)) urls.add(match[1]);
    // The page's modules as its module script imports them once the page has painted.
    for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(match[1]);
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(new URL(url, server.url))).arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    console.log(
      `${page.padEnd(20)} ${urls.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
    );
  }
} finally {
  await server.stop();
}

/**
 * First-load JavaScript of a page, gzip bytes: every script, module preload and module import the
 * server-rendered HTML asks for, fetched and gzipped at level 9 (tests/helpers/first-load-js.ts,
 * which the end-to-end suite also holds every landing page to, under 100 KB).
 *
 *   npm run build && npx tsx bench/first-load-js.ts [/path ...]
 *
 * `{recipe}` in a path stands for a public demo recipe's id: `/ /search?q=soup /recipe/{recipe}`.
 */
import { measureFirstLoadJs } from "../tests/helpers/first-load-js.ts";
import { findPublicRecipeId } from "./lib/recipes.ts";
import { startServer } from "./lib/server.ts";

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const server = await startServer({ port: 3401 });
try {
  const recipeId = pages.some((page) => page.includes("{recipe}")) ? await findPublicRecipeId(server.url) : "";
  for (const page of pages.map((p) => p.replaceAll("{recipe}", recipeId))) {
    const { files, rawBytes, gzipBytes } = await measureFirstLoadJs(server.url, page);
    console.log(
      `${page.padEnd(20)} ${files} files, ${(rawBytes / 1024).toFixed(1)} KB raw, ${(gzipBytes / 1024).toFixed(1)} KB gzip`,
    );
  }
} finally {
  await server.stop();
}

/**
 * Runs the third-party readers (read_recipe.py: recipe-scrapers and extruct) over Ladle's recipe
 * pages as a visitor sees them, beside what Ladle's own API says about each recipe.
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TRecipeView } from "../../src/core/recipes/recipe-view.schema.ts";

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "read_recipe.py");

/** What read_recipe.py prints for one page. */
export interface TReading {
  url: string;
  scraper: Record<string, unknown>;
  /** Fields recipe-scrapers could not give, with its message. */
  errors: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  openGraph: Record<string, string>;
  /** Each paywalled-part selector of the JSON-LD, with how many elements of the page it matches. */
  selectorMatches: Record<string, number>;
}

export interface TRecipePage {
  url: string;
  /** The recipe as the API gives it to a visitor. */
  view: TRecipeView;
  reading: TReading;
}

const modulesCheck = "import recipe_scrapers, extruct, bs4";

/**
 * A Python that has the readers: $PYTHON, `python3` on the PATH, or Debian's own (a pyenv or venv
 * Python on the PATH does not see Debian's packages). Throws a message saying what to install.
 */
export function findPython(): string {
  const candidates = [process.env.PYTHON, "python3", "/usr/bin/python3"].filter(Boolean) as string[];
  const tried: string[] = [];
  for (const candidate of candidates) {
    const result = spawnSync(candidate, ["-c", modulesCheck], { encoding: "utf8" });
    if (result.status === 0) return candidate;
    tried.push(`${candidate}: ${result.error ? "not found" : result.stderr.trim().split("\n").at(-1)}`);
  }
  throw new Error(
    `No Python 3 with recipe-scrapers and extruct (apt-get install python3-recipe-scrapers python3-extruct).\n${tried.join("\n")}`,
  );
}

/** Every recipe page the sitemap lists: the public ones and the paywalled ones (their teasers). */
export async function listRecipeUrls(baseUrl: string): Promise<string[]> {
  const readLocations = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => location);
  const top = await readLocations(`${baseUrl}/sitemap.xml`);
  // Past the size of one file the sitemap is an index of smaller ones.
  const nested = await Promise.all(top.filter((url) => url.endsWith(".xml")).map(readLocations));
  return [...top, ...nested.flat()].filter((url) => /\/recipe\/[0-9a-f-]{36}$/.test(url));
}

/** The recipe as the API gives a visitor; null once it is gone (deleted, or made private). */
async function fetchRecipeView(baseUrl: string, url: string): Promise<TRecipeView | null> {
  const id = url.slice(url.lastIndexOf("/") + 1);
  const response = await fetch(`${baseUrl}/api/recipes/${id}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET /api/recipes/${id}: ${response.status}`);
  return (await response.json()) as TRecipeView;
}

/** Runs `task` over `items`, `width` at a time, keeping their order. */
async function mapPooled<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/**
 * Waits until every recipe with an image has its share renditions: they are made in the
 * background after a start, and seconds after an image is set. Throws when some are still missing.
 */
export async function waitForShareImages(baseUrl: string, urls: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const views = await mapPooled(urls, 4, (url) => fetchRecipeView(baseUrl, url));
    const missing = views.filter((view) => view?.imageUrl && view.shareImages.length === 0).length;
    if (missing === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`${missing} recipes still have no share renditions after ${timeoutMs / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

/** Feeds pages to one read_recipe.py process as JSON lines and collects its answers in order. */
function readPages(python: string, pages: { url: string; html: string }[]): Promise<TReading[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(python, [script], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`read_recipe.py exited with ${code}: ${err.trim()}`));
      resolve(
        out
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as TReading),
      );
    });
    for (const page of pages) child.stdin.write(`${JSON.stringify({ url: page.url, html: page.html })}\n`);
    child.stdin.end();
  });
}

/**
 * Every recipe page as a visitor gets it, read by the third-party readers, beside the API's view
 * fetched just before it. Two Python processes share the parsing (the slow part).
 */
export async function readRecipePages(
  baseUrl: string,
  {
    python = findPython(),
    waitMs = 180_000,
    urls: only,
  }: { python?: string; waitMs?: number /** These pages only; the sitemap's otherwise. */; urls?: string[] } = {},
): Promise<TRecipePage[]> {
  const urls = only ?? (await listRecipeUrls(baseUrl));
  await waitForShareImages(baseUrl, urls, waitMs);
  const fetched = await mapPooled(urls, 4, async (url) => {
    const view = await fetchRecipeView(baseUrl, url);
    return view ? { url, view, html: await (await fetch(url)).text() } : null;
  });
  const pages = fetched.filter((page) => page !== null);
  const half = Math.ceil(pages.length / 2);
  const [first, second] = [pages.slice(0, half), pages.slice(half)];
  const readings = (await Promise.all([readPages(python, first), readPages(python, second)])).flat();
  return pages.map(({ url, view }, i) => ({ url, view, reading: readings[i] }));
}

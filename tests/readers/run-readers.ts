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

/** A read_recipe.py process that reads pages as they come, answering each in turn. */
interface TReader {
  read(page: { url: string; html: string }): Promise<TReading>;
  /** How many pages it has been given and not yet answered. */
  pending(): number;
  /** Ends its input and waits for it to exit. */
  close(): Promise<void>;
  /** Stops it at once, dropping what it has not read. */
  stop(): void;
}

/** Starts read_recipe.py: pages go in as JSON lines, and its answers come out in the same order. */
function startReader(python: string): TReader {
  const child = spawn(python, [script], { stdio: ["pipe", "pipe", "pipe"] });
  const waiting: { resolve: (reading: TReading) => void; reject: (error: Error) => void }[] = [];
  let out = "";
  let err = "";
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.splice(0)) reject(failure);
  };
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    let end = out.indexOf("\n");
    while (end >= 0) {
      const line = out.slice(0, end);
      out = out.slice(end + 1);
      if (line.trim()) {
        try {
          waiting.shift()?.resolve(JSON.parse(line) as TReading);
        } catch (error) {
          fail(new Error(`read_recipe.py printed what is not JSON: ${line.slice(0, 200)} (${error})`));
        }
      }
      end = out.indexOf("\n");
    }
  });
  child.stderr.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  // A reader that stops early leaves its input closed: the error is the exit's, below.
  child.stdin.on("error", () => {});
  child.on("error", fail);
  const exited = new Promise<void>((resolve) => {
    child.on("close", (code) => {
      if (code !== 0) fail(new Error(`read_recipe.py exited with ${code}: ${err.trim()}`));
      else if (waiting.length > 0) fail(new Error(`read_recipe.py ended with ${waiting.length} pages unread`));
      resolve();
    });
  });
  return {
    read(page) {
      if (failure) return Promise.reject(failure);
      const reading = new Promise<TReading>((resolve, reject) => waiting.push({ resolve, reject }));
      child.stdin.write(`${JSON.stringify({ url: page.url, html: page.html })}\n`);
      return reading;
    },
    pending: () => waiting.length,
    async close() {
      child.stdin.end();
      await exited;
      if (failure) throw failure;
    },
    stop() {
      if (child.exitCode === null) child.kill();
    },
  };
}

/** A recipe with an image whose share renditions are not made yet (in the background after a start). */
const lacksShareImages = (view: TRecipeView) => Boolean(view.imageUrl) && view.shareImages.length === 0;

/**
 * Every recipe page as a visitor gets it, read by the third-party readers, beside the API's view
 * fetched just before it. A page whose share renditions are still being made is read once they
 * are (it throws when some are still missing after `waitMs`). Pages go to two Python processes as
 * they arrive, so the readers parse while the server renders the next pages.
 */
export async function readRecipePages(
  baseUrl: string,
  {
    python = findPython(),
    waitMs = 180_000,
    urls: only,
  }: { python?: string; waitMs?: number /** These pages only; the sitemap's otherwise. */; urls?: string[] } = {},
): Promise<TRecipePage[]> {
  const readers = [startReader(python), startReader(python)];
  try {
    const urls = only ?? (await listRecipeUrls(baseUrl));
    const slots: (Promise<TRecipePage> | null)[] = urls.map(() => null);
    const deadline = Date.now() + waitMs;
    let due = urls.map((url, index) => ({ url, index }));
    for (;;) {
      const notYet: typeof due = [];
      await mapPooled(due, 4, async ({ url, index }) => {
        const view = await fetchRecipeView(baseUrl, url);
        if (!view) return;
        if (lacksShareImages(view)) {
          notYet.push({ url, index });
          return;
        }
        const html = await (await fetch(url)).text();
        const reader = readers[0].pending() <= readers[1].pending() ? readers[0] : readers[1];
        const reading = reader.read({ url, html }).then((found) => ({ url, view, reading: found }));
        // Awaited below, in the sitemap's order; a failure is raised there.
        reading.catch(() => {});
        slots[index] = reading;
      });
      if (notYet.length === 0) break;
      if (Date.now() > deadline) {
        throw new Error(`${notYet.length} recipes still have no share renditions after ${waitMs / 1000} s.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 3000));
      due = notYet.sort((a, b) => a.index - b.index);
    }
    const pages = await Promise.all(slots.filter((slot) => slot !== null));
    await Promise.all(readers.map((reader) => reader.close()));
    return pages;
  } catch (error) {
    for (const reader of readers) reader.stop();
    throw error;
  }
}

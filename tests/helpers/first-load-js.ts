/**
 * First-load JavaScript of a page, as a browser meets it: every script, module preload and module
 * import the server-rendered HTML asks for (the page's modules as its module script imports them
 * once the page has painted included), fetched and gzipped at level 9. Code a page loads later (a
 * part on first use, the analytics sink once the page is open) is not counted.
 */
import { gzipSync } from "node:zlib";

/** Every page stays under this, with the analytics and error-reporting code counted. */
export const firstLoadBudgetBytes = 100 * 1024;

export interface TFirstLoad {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export async function measureFirstLoadJs(baseUrl: string, path: string): Promise<TFirstLoad> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s+(?:\*\s+as\s+\w+\s+from\s+)?"([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(match[1]);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, rawBytes, gzipBytes };
}

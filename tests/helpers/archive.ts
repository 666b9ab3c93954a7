/** Reading an archive a test downloaded: every entry inflated (test data is small and trusted). */
import { unzipSync } from "fflate";

export function unzipEntries(bytes: Uint8Array): Map<string, Uint8Array> {
  return new Map(Object.entries(unzipSync(bytes)));
}

export function readJsonEntry(entries: Map<string, Uint8Array>, name: string): unknown {
  const bytes = entries.get(name);
  if (!bytes) throw new Error(`No ${name} in the archive (it holds ${[...entries.keys()].join(", ")}).`);
  return JSON.parse(new TextDecoder().decode(bytes));
}

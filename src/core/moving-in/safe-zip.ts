/**
 * Reading zip archives without trusting them. Entries are listed from the central directory (or,
 * when an archive is cut short and has none, from the local headers that survived) and inflated one
 * at a time with fflate's streaming inflater, counting the bytes as they come out. Entry names are
 * only ever labels: nothing here, or in the readers, uses them as paths on disk.
 */
import { Gunzip, Inflate } from "fflate";
import { ArchiveLimitError, countInflated, type TInflateBudget } from "./archive-limits.ts";

export interface TZipEntry {
  name: string;
  method: number;
  isEncrypted: boolean;
  compressedSize: number;
  /** Where the local header starts. */
  headerOffset: number;
}

export interface TZipListing {
  entries: TZipEntry[];
  /** Set when the archive is cut short or damaged: what was wrong, in words. */
  problem: string | null;
}

/** Entry data is fed to the inflater in small pieces so one push cannot balloon (deflate expands at most ~1000×). */
const pushSize = 4096;

export function isZip(head: Uint8Array): boolean {
  return (
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    (head[2] === 3 || head[2] === 5) &&
    (head[3] === 4 || head[3] === 6)
  );
}

export function isGzip(head: Uint8Array): boolean {
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at] | (bytes[at + 1] << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const latin1 = new TextDecoder("latin1");

/** Names are UTF-8 when flagged (bit 11) or when they decode as such; old tools wrote code page 437, read as Latin-1. */
function decodeName(bytes: Uint8Array): string {
  let name: string;
  try {
    name = utf8.decode(bytes);
  } catch {
    name = latin1.decode(bytes);
  }
  // Backslashes from Windows tools are separators; leading slashes and drive letters are dropped so
  // the name reads the same however it was written. It is a label, never a path.
  return name
    .replace(/\\/g, "/")
    .replace(/^([a-z]:)?\/+/i, "")
    .replace(/\0/g, "");
}

function findEndRecord(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (u32(bytes, at) === 0x06054b50) return at;
  }
  return -1;
}

/** Entries from the local headers, for an archive whose directory at the end is missing. */
function scanLocalHeaders(bytes: Uint8Array, maxEntries: number): TZipEntry[] {
  const entries: TZipEntry[] = [];
  let at = 0;
  while (at + 30 <= bytes.length && u32(bytes, at) === 0x04034b50 && entries.length < maxEntries) {
    const flags = u16(bytes, at + 6);
    const compressedSize = u32(bytes, at + 18);
    const nameLength = u16(bytes, at + 26);
    const extraLength = u16(bytes, at + 28);
    // Sizes written after the data (flag bit 3) are unknown here: stop rather than guess.
    if (flags & 8) break;
    const dataStart = at + 30 + nameLength + extraLength;
    if (dataStart + compressedSize > bytes.length) break;
    entries.push({
      name: decodeName(bytes.subarray(at + 30, at + 30 + nameLength)),
      method: u16(bytes, at + 8),
      isEncrypted: (flags & 1) === 1,
      compressedSize,
      headerOffset: at,
    });
    at = dataStart + compressedSize;
  }
  return entries;
}

/** Lists an archive's entries (directories left out); never throws. */
export function listZip(bytes: Uint8Array, maxEntries: number): TZipListing {
  const end = findEndRecord(bytes);
  if (end < 0) {
    const entries = scanLocalHeaders(bytes, maxEntries).filter((e) => !e.name.endsWith("/"));
    return {
      entries,
      problem:
        entries.length > 0
          ? "the archive is cut short, so only the recipes at its start could be read"
          : "it is not a zip archive we can open (it may be cut short or damaged)",
    };
  }
  const count = u16(bytes, end + 10);
  const directoryOffset = u32(bytes, end + 16);
  if (count > maxEntries) {
    return {
      entries: [],
      problem: `it holds ${count.toLocaleString("en")} files, more than the ${maxEntries.toLocaleString("en")} we take in one archive`,
    };
  }
  const entries: TZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) {
      return { entries, problem: "the archive's list of files is damaged, so some recipes could not be found" };
    }
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const name = decodeName(bytes.subarray(at + 46, at + 46 + nameLength));
    if (!name.endsWith("/")) {
      entries.push({
        name,
        method: u16(bytes, at + 10),
        isEncrypted: (u16(bytes, at + 8) & 1) === 1,
        compressedSize: u32(bytes, at + 20),
        headerOffset: u32(bytes, at + 42),
      });
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, problem: null };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Feeds `data` to a streaming inflater in small pieces, counting what comes out against the budget. */
function inflateCounted(
  data: Uint8Array,
  budget: TInflateBudget,
  makeStream: (ondata: (chunk: Uint8Array, isFinal: boolean) => void) => {
    push(chunk: Uint8Array, isFinal?: boolean): void;
  },
): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let isDone = false;
  const stream = makeStream((chunk, isFinal) => {
    countInflated(budget, chunk.length, size);
    size += chunk.length;
    chunks.push(chunk);
    if (isFinal) isDone = true;
  });
  try {
    for (let at = 0; at < data.length && !isDone; at += pushSize) {
      const end = Math.min(at + pushSize, data.length);
      stream.push(data.subarray(at, end), end === data.length);
    }
  } catch (error) {
    if (error instanceof ArchiveLimitError) throw error;
    throw new Error("the file's compressed data is damaged");
  }
  if (!isDone) throw new Error("the file is cut short");
  return concat(chunks, size);
}

/** One entry's bytes, inflated within the budget. Throws an Error whose message says what was wrong. */
export function readZipEntry(bytes: Uint8Array, entry: TZipEntry, budget: TInflateBudget): Uint8Array {
  if (entry.isEncrypted) throw new Error("the file is protected by a password");
  const at = entry.headerOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== 0x04034b50) throw new Error("the file is missing from the archive");
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const data = bytes.subarray(start, Math.min(start + entry.compressedSize, bytes.length));
  if (data.length < entry.compressedSize) throw new Error("the file is cut short");
  if (entry.method === 0) {
    countInflated(budget, data.length, 0);
    return data;
  }
  if (entry.method !== 8) throw new Error("the file is compressed in a way we can't read");
  return inflateCounted(data, budget, (ondata) => new Inflate(ondata));
}

/** A gzip file's bytes, inflated within the budget (Paprika's single recipes). */
export function gunzipCounted(bytes: Uint8Array, budget: TInflateBudget): Uint8Array {
  return inflateCounted(bytes, budget, (ondata) => new Gunzip(ondata));
}

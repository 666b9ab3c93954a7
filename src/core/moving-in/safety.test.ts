/**
 * Uploads are untrusted: bombs, lying sizes, odd names, cut-short and random files. Readers must
 * stop at the limits and never throw past their API.
 */
import { deflateSync, gzipSync, strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  everyFormat,
  mutate,
  paprikaArchive,
  paprikaRecipe,
  randomFrom,
} from "../../../tests/helpers/moving-in-archives.ts";
import { createBudget } from "./archive-limits.ts";
import { readUpload } from "./formats/index.ts";
import { listZip, readZipEntry } from "./safe-zip.ts";

const megabyte = 1024 * 1024;

describe("archive safety", () => {
  it("stops inflating an entry past the per-entry limit, counting as it inflates", async () => {
    const zeros = new Uint8Array(8 * megabyte);
    const bomb = zipSync({ "Bomb.paprikarecipe": gzipSync(zeros) }, { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const report = await readUpload(
      { name: "bomb.paprikarecipes", bytes: bomb },
      { limits: { maxEntryBytes: megabyte } },
    );
    expect(report.recipes).toEqual([]);
    expect(report.failed[0]).toEqual({
      name: "Bomb.paprikarecipe",
      reason: "the file unpacks to more than 1 MB, more than one recipe needs",
    });
  });

  it("ignores the sizes the directory claims: a lying entry is still stopped", () => {
    const archive = zipSync({ "a.txt": new Uint8Array(4 * megabyte) });
    const listing = listZip(archive, 10);
    // Whatever the directory says, bytes are counted as they come out.
    const budget = createBudget({ maxEntryBytes: megabyte });
    expect(() => readZipEntry(archive, listing.entries[0], budget)).toThrow(/more than 1 MB/);
    expect(budget.inflatedBytes).toBeLessThanOrEqual(megabyte + 64 * 1024);
  });

  it("stops at the total for the whole archive", async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 6; i++) entries[`R${i}.paprikarecipe`] = gzipSync(new Uint8Array(megabyte / 2));
    const report = await readUpload(
      { name: "many.paprikarecipes", bytes: zipSync(entries) },
      { limits: { maxTotalBytes: 2 * megabyte } },
    );
    expect(report.failed.some((f) => /more than 2 MB in all/.test(f.reason))).toBe(true);
  });

  it("refuses an archive with more entries than the limit", async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 30; i++) entries[`R${i}.paprikarecipe`] = paprikaRecipe("ginger-beef");
    const report = await readUpload(
      { name: "many.paprikarecipes", bytes: zipSync(entries) },
      { limits: { maxEntries: 20 } },
    );
    expect(report.recipes).toEqual([]);
    expect(report.failed[0].reason).toMatch(/holds 30 files, more than the 20/);
  });

  it("treats entry names as labels: traversal, absolute and backslash names are read, never resolved", async () => {
    const recipe = paprikaRecipe("ginger-beef");
    const bytes = zipSync({
      "../../etc/One.paprikarecipe": recipe,
      "/abs/Two.paprikarecipe": recipe,
      "C:\\Users\\x\\Three.paprikarecipe": recipe,
    });
    const report = await readUpload({ name: "odd.paprikarecipes", bytes });
    expect(report.recipes.map((r) => r.origin)).toEqual([
      "../../etc/One.paprikarecipe",
      "abs/Two.paprikarecipe",
      "Users/x/Three.paprikarecipe",
    ]);
  });

  it("reads what survives of a cut-short archive and says it was cut short", async () => {
    const whole = paprikaArchive();
    const report = await readUpload({ name: "cut.paprikarecipes", bytes: whole.subarray(0, whole.length - 200) });
    expect(report.recipes.length).toBeGreaterThanOrEqual(1);
    expect(report.failed.map((f) => f.reason)).toContain(
      "the archive is cut short, so only the recipes at its start could be read",
    );
  });

  it("fails an encrypted or oddly compressed entry on its own", async () => {
    const archive = zipSync({ "A.paprikarecipe": paprikaRecipe("ginger-beef") }, { level: 0 });
    const listing = listZip(archive, 10);
    const budget = createBudget();
    expect(() => readZipEntry(archive, { ...listing.entries[0], isEncrypted: true }, budget)).toThrow(/password/);
    expect(() => readZipEntry(archive, { ...listing.entries[0], method: 12 }, budget)).toThrow(/compressed in a way/);
    expect(() => readZipEntry(deflateSync(archive), listing.entries[0], budget)).toThrow(/missing/);
  });

  it("never throws on hundreds of mutated fixtures or random bytes", async () => {
    const random = randomFrom(20_260_101);
    const fixtures = everyFormat();
    const limits = { maxEntryBytes: 4 * megabyte, maxTotalBytes: 16 * megabyte };
    for (let round = 0; round < 400; round++) {
      const fixture = fixtures[round % fixtures.length];
      const bytes =
        round % 10 === 9
          ? Uint8Array.from({ length: Math.floor(random() * 4096) }, () => Math.floor(random() * 256))
          : mutate(fixture.bytes, random);
      const report = await readUpload({ name: fixture.name, bytes }, { limits });
      expect(Array.isArray(report.recipes) && Array.isArray(report.failed)).toBe(true);
      for (const failure of report.failed) expect(failure.reason.length).toBeGreaterThan(5);
    }
  });

  it("answers an empty file and unknown bytes with a reason", async () => {
    const empty = await readUpload({ name: "empty.zip", bytes: new Uint8Array(0) });
    expect(empty.failed).toHaveLength(1);
    const pdf = await readUpload({ name: "scan.pdf", bytes: strToU8("%PDF-1.7\n\u0000\u0001\u0002\u0003\u0004") });
    expect(pdf.failed[0].reason).toMatch(/couldn't tell which app|not a text file/);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLocalStorage } from "./local-storage.ts";
import { completeStorage, type TStorage } from "./storage.ts";

let root: string;
let storage: TStorage;
const logger = { error: vi.fn() };

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-storage-"));
  storage = createLocalStorage({ rootDir: path.join(root, "uploads"), logger });
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  logger.error.mockReset();
});

const put = (key: string, body = "x") =>
  storage.put({ key, body, contentType: key.endsWith(".svg") ? "image/svg+xml" : "image/webp" });
const exists = (key: string) => fs.existsSync(path.join(root, "uploads", key));

describe("local storage", () => {
  it("writes the object under the uploads folder and gives its /uploads URL", async () => {
    expect(await put("recipes/r1-abc-400.webp", "pixels")).toBe("/uploads/recipes/r1-abc-400.webp");
    expect(fs.readFileSync(path.join(root, "uploads", "recipes", "r1-abc-400.webp"), "utf8")).toBe("pixels");
    expect(fs.readdirSync(path.join(root, "uploads", "recipes")), "no temporary file left").toEqual([
      "r1-abc-400.webp",
    ]);
    expect(storage.location).toBe(path.join(root, "uploads"));
    expect(storage.imageOrigins).toEqual([]);
  });

  it("reads an object back with its content type and size", async () => {
    await put("demo/dish-0a1b.svg", "<svg/>");
    const object = await storage.read("demo/dish-0a1b.svg");
    expect(object).toMatchObject({ contentType: "image/svg+xml", size: 6 });
    expect(await text(object!.body)).toBe("<svg/>");
  });

  it("reads nothing for a missing key or a folder", async () => {
    await put("demo/dish.svg");
    expect(await storage.read("demo/missing.svg")).toBeNull();
    expect(await storage.read("demo")).toBeNull();
  });

  it.each(["../outside.webp", "recipes/../../outside.webp", "/etc/passwd", ".env", "demo/.hidden", "Demo/x.webp", ""])(
    "refuses the key %j",
    async (key) => {
      await expect(storage.put({ key, body: "x", contentType: "image/webp" })).rejects.toThrow(/Not a valid/);
      await expect(storage.read(key)).rejects.toThrow(/Not a valid/);
      expect(() => storage.urlOf(key)).toThrow(/Not a valid/);
    },
  );

  it("refuses a content type its key's extension would not serve as", async () => {
    await expect(storage.put({ key: "avatars/u-1.webp", body: "x", contentType: "image/png" })).rejects.toThrow(
      /extension/,
    );
    expect(exists("avatars/u-1.webp")).toBe(false);
  });

  it("removes the keys it is given, missing ones too", async () => {
    await put("avatars/u1-a.webp");
    await put("avatars/u1-b.webp");
    await storage.remove(["avatars/u1-a.webp", "avatars/never-stored.webp"]);
    expect(exists("avatars/u1-a.webp")).toBe(false);
    expect(exists("avatars/u1-b.webp")).toBe(true);
  });

  it("removes by prefix: one recipe's objects, or a whole folder", async () => {
    await put("recipes/r1-a-400.webp");
    await put("recipes/r1-a-800.webp");
    await put("recipes/r10-b-400.webp");
    await put("demo/dish.svg");
    await storage.removePrefix("recipes/r1-");
    expect(fs.readdirSync(path.join(root, "uploads", "recipes"))).toEqual(["r10-b-400.webp"]);
    await storage.removePrefix("demo/");
    expect(exists("demo")).toBe(false);
    await storage.removePrefix("avatars/nobody-");
    await storage.removePrefix("never/");
    await expect(storage.removePrefix("../")).rejects.toThrow(/Not a valid/);
  });

  it("serves objects at /uploads/<key>", () => {
    expect(storage.urlOf("avatars/u1-a.webp")).toBe("/uploads/avatars/u1-a.webp");
  });

  it("logs objects it could not remove after a change instead of failing the change", async () => {
    const broken = completeStorage({ ...storage, remove: () => Promise.reject(new Error("disk gone")) }, logger);
    await expect(broken.removeUnreferenced(["recipes/r1-a-400.webp"])).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ keys: ["recipes/r1-a-400.webp"] }),
      expect.stringContaining("remove them by hand"),
    );
  });
});

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { DataFolderLockedError, lockDataFolder } from "./data-folder-lock.ts";
import { DatabaseOpenError } from "./errors.ts";

const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function newFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-lock-"));
  folders.push(folder);
  return folder;
}

describe("the data folder lock", () => {
  it("refuses a second holder while the first Node.js process lives, naming the folder and the pid", () => {
    const folder = newFolder();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30_000)"]);
    children.push(holder);
    fs.writeFileSync(path.join(folder, "ladle.pid"), `${holder.pid}\n`);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(folder)).toThrow(`${folder} is in use by another Ladle process (pid ${holder.pid})`);
  });

  it("takes over a lock left by a process that is gone", () => {
    const folder = newFolder();
    const gone = spawnSync(process.execPath, ["-e", "process.pid"]).pid;
    fs.writeFileSync(path.join(folder, "ladle.pid"), `${gone}\n`);
    const lock = lockDataFolder(folder);
    expect(fs.readFileSync(path.join(folder, "ladle.pid"), "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(folder, "ladle.pid"))).toBe(false);
  });

  it("is held by an open embedded database and freed when it closes", async () => {
    const folder = newFolder();
    const database = await openDatabase({ pgliteDir: path.join(folder, "pg") });
    expect(fs.readFileSync(path.join(folder, "ladle.pid"), "utf8").trim()).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(path.join(folder, "ladle.pid"))).toBe(false);
  }, 120_000);

  it("explains a data path that is a file, and a damaged database folder", async () => {
    const folder = newFolder();
    const file = path.join(folder, "not-a-folder");
    fs.writeFileSync(file, "x");
    await expect(openDatabase({ pgliteDir: path.join(file, "pg") })).rejects.toThrow(`${file} is a file, not a folder`);
    const pgDir = path.join(folder, "data", "pg");
    fs.mkdirSync(pgDir, { recursive: true });
    fs.writeFileSync(path.join(pgDir, "PG_VERSION"), "");
    const failure = openDatabase({ pgliteDir: pgDir });
    await expect(failure).rejects.toThrow(DatabaseOpenError);
    await expect(failure).rejects.toThrow(`The embedded database in ${pgDir} could not be opened`);
    expect(fs.existsSync(path.join(folder, "data", "ladle.pid"))).toBe(false);
  });
});

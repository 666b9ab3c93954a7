/**
 * `ladle help` and the answers to a command the CLI does not know; and `npm run --silent ladle`, the
 * documented way to start it in a checkout, running the same command line as the compiled one.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { runCommand, runLadle, useTempDataDir } from "../helpers/cli.ts";

const allCommands = [
  "db migrate",
  "db seed",
  "db reset",
  "extract",
  "ingredients",
  "grocery merge",
  "import",
  "users admin",
  "jobs list",
  "jobs retry",
  "plan generate",
  "export",
  "help",
] as const;

describe("ladle help", () => {
  const dataDir = useTempDataDir("help");
  const env = () => ({ LADLE_DATA_DIR: dataDir() });

  it("lists every command with its options and where the data lives, on stdout", async () => {
    const help = await runLadle(["help"], { env: env() });
    expect(help.code).toBe(0);
    expect(help.stderr).toBe("");
    expect(help.stdout).toMatch(/^Usage: npm run --silent ladle -- <command> \[options\]/);
    for (const command of allCommands) expect(help.stdout).toMatch(new RegExp(`^  ${command}  `, "m"));
    expect(help.stdout).toContain("--force: replace the demo accounts");
    expect(help.stdout).toContain("usage: import <url> [--user <email>] [--public]");
    expect(help.stdout).toContain("$LADLE_DATA_DIR/pg");
    // Reading the help opens no database and writes nothing.
    expect(fs.readdirSync(dataDir())).toEqual([]);
  }, 60_000);

  it("is what `npm run --silent ladle -- help` prints from the TypeScript sources", async () => {
    const [fromSources, compiled] = await Promise.all([
      runCommand("npm", ["run", "--silent", "ladle", "--", "help"], { env: env() }),
      runLadle(["help"], { env: env() }),
    ]);
    expect(fromSources.code, fromSources.stderr).toBe(0);
    expect(fromSources.stderr).toBe("");
    expect(fromSources.stdout).toMatch(/^Usage: npm run --silent ladle -- <command> \[options\]/);
    expect(fromSources.stdout).toBe(compiled.stdout);
  }, 60_000);

  it("shows one group's commands for `help <group>` and the same text for --help", async () => {
    const [group, flag] = await Promise.all([
      runLadle(["help", "db"], { env: env() }),
      runLadle(["db", "--help"], { env: env() }),
    ]);
    expect(group.code).toBe(0);
    expect(group.stdout).toMatch(/^ {2}db migrate /m);
    expect(group.stdout).toMatch(/^ {2}db reset /m);
    expect(group.stdout).not.toContain("ingredients");
    expect(flag.code).toBe(0);
    expect(flag.stdout).toBe(group.stdout);
  }, 60_000);

  it("answers no command at all with the usage on stderr and exit code 1", async () => {
    const bare = await runLadle([], { env: env() });
    expect(bare.code).toBe(1);
    expect(bare.stdout).toBe("");
    expect(bare.stderr).toMatch(/^Usage: npm run --silent ladle/);
  }, 60_000);
});

describe("an unknown command", () => {
  const dataDir = useTempDataDir("unknown");
  const env = () => ({ LADLE_DATA_DIR: dataDir() });

  it("names the unknown command, lists the real ones and exits with 1", async () => {
    const result = await runLadle(["cook-dinner"], { env: env() });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^Unknown command "cook-dinner"\./);
    expect(result.stderr).toContain("  db migrate ");
    expect(result.stderr).not.toContain("    at "); // a message, not a stack trace
  }, 60_000);

  it("names an unknown command within a group, and an unknown option", async () => {
    const [command, option, group] = await Promise.all([
      runLadle(["db", "drop"], { env: env() }),
      runLadle(["db", "migrate", "--fast"], { env: env() }),
      runLadle(["db"], { env: env() }),
    ]);
    expect(command.code).toBe(1);
    expect(command.stderr).toMatch(/^Unknown command "db drop"\./);
    expect(command.stderr).toContain("  db seed ");
    expect(option.code).toBe(1);
    expect(option.stderr).toMatch(/^Unknown option --fast for "db migrate"\./);
    expect(group.code).toBe(1);
    expect(group.stderr).toMatch(/^"db" needs a command\./);
    // None of these got as far as opening the database.
    expect(fs.readdirSync(dataDir())).toEqual([]);
  }, 60_000);
});

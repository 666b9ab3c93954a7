/** The offline commands that answer each JSON line on stdin with one JSON line out, in order. */
import readline from "node:readline";
import type { TCliIo, TCommandGroup } from "./command.ts";

type TAnswer = (line: string) => unknown;

/** Answers every line that is not blank. */
export async function runJsonLines(input: NodeJS.ReadableStream, io: TCliIo, answer: TAnswer): Promise<number> {
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (!line.trim()) continue;
    io.out(JSON.stringify(await answer(line)));
  }
  return 0;
}

/** `ladle <name> --jsonl < <inputFile>`: a group of that one command; without `--jsonl` it prints its usage. */
export function jsonLinesCommand({
  name,
  summary,
  commandSummary,
  inputFile,
  answer,
}: {
  name: string;
  summary: string;
  commandSummary: string;
  /** The input file named in the usage line. */
  inputFile: string;
  answer: TAnswer;
}): TCommandGroup {
  return {
    name,
    summary,
    commands: [
      {
        name: "",
        summary: commandSummary,
        flags: { jsonl: "JSON lines in and out (required)" },
        async run(args, io) {
          if (!args.flags.has("jsonl")) {
            io.err(`Usage: npm run --silent ladle -- ${name} --jsonl < ${inputFile}`);
            return 1;
          }
          return runJsonLines(process.stdin, io, answer);
        },
      },
    ],
  };
}

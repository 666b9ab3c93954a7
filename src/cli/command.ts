/** The shape every `ladle` command follows; groups live in ./commands/, one file each. */

export interface TCliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface TParsedArgs {
  positionals: string[];
  flags: Set<string>;
}

export interface TCliCommand {
  name: string;
  /** One line for the usage text. */
  summary: string;
  /** Flags the command accepts, with their help text. */
  flags?: Record<string, string>;
  /** Returns the process exit code. */
  run(args: TParsedArgs, io: TCliIo): Promise<number>;
}

export interface TCommandGroup {
  name: string;
  summary: string;
  commands: TCliCommand[];
}

/** Splits `--flag` options from positional words; `--` ends the options. */
export function parseArgs(argv: string[]): TParsedArgs {
  const positionals: string[] = [];
  const flags = new Set<string>();
  let onlyPositionals = false;
  for (const arg of argv) {
    if (arg === "--") onlyPositionals = true;
    else if (!onlyPositionals && arg.startsWith("--")) flags.add(arg.slice(2));
    else if (!onlyPositionals && arg === "-h") flags.add("help");
    else positionals.push(arg);
  }
  return { positionals, flags };
}

/** The shape every `ladle` command follows; groups live in ./commands/, one file each. */

export interface TCliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface TParsedArgs {
  positionals: string[];
  flags: Set<string>;
  /** Everything after the command's name, for flags with values (see flagValue). */
  argv?: readonly string[];
}

export interface TCliCommand {
  name: string;
  /** One line for the usage text. */
  summary: string;
  /** Flags the command accepts, with their help text; `--name=value` and `--name value` both reach it. */
  flags?: Record<string, string>;
  /** Positional arguments it takes, for the usage text ("<url>"); without it, none are accepted. */
  arguments?: string;
  /** Returns the process exit code. */
  run(args: TParsedArgs, io: TCliIo): Promise<number>;
}

export interface TCommandGroup {
  name: string;
  summary: string;
  commands: TCliCommand[];
}

/** The value of `--name=value`, or of `--name value` (then the word after it in `argv`). */
export function flagValue(argv: readonly string[], name: string): string | null {
  for (const [i, arg] of argv.entries()) {
    if (arg === "--") return null;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3) || null;
    if (arg === `--${name}`) {
      const next = argv[i + 1];
      return next && !next.startsWith("--") ? next : null;
    }
  }
  return null;
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

/** Raised for problems the user can fix; main prints the message without a stack trace. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CliError";
  }
}

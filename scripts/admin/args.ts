/** `--name value` pairs and positional words of an admin command line. */
export interface ParsedArgs {
  options: Map<string, string>;
  flags: Set<string>;
  positional: string[];
}

export class UsageError extends Error {}

/** Options that stand alone, without a value. */
const FLAGS = new Set(["dry-run", "help", "replace"]);

export function parseArgs(argv: string[]): ParsedArgs {
  const parsed: ParsedArgs = { options: new Map(), flags: new Set(), positional: [] };
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (!word.startsWith("--")) {
      parsed.positional.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (FLAGS.has(name)) {
      parsed.flags.add(name);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    if (parsed.options.has(name)) throw new UsageError(`--${name} is given twice`);
    parsed.options.set(name, value);
  }
  return parsed;
}

export function requireOption(args: ParsedArgs, name: string): string {
  const value = args.options.get(name);
  if (value === undefined || value === "") throw new UsageError(`--${name} is required`);
  return value;
}

import { InputError } from "@/lib/errors";

/**
 * A query parameter that may appear at most once. Repeating it is a 400 with `repeatedMessage`
 * (docs/contract/decisions.md: a repeated scope is "Invalid scope", a repeated userId is 400).
 */
export function singleParam(query: URLSearchParams, name: string, repeatedMessage: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1) throw new InputError(repeatedMessage);
  return values[0];
}

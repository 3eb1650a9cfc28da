/** A word with its first letter in upper case ("window" → "Window"). */
export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

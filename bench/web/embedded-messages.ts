import { gzipSync } from "node:zlib";

export const gzipLength = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

/**
 * The catalogues inside a page: each provider's `"messages":{…}` in the flight data (JSON escaped inside a script's
 * string, so its quotes are `\"`), to its balancing brace. None when the page has no provider with messages.
 */
export function embeddedMessages(html: string): string[] {
  const found: string[] = [];
  for (let start = html.indexOf('\\"messages\\":{'); start >= 0; start = html.indexOf('\\"messages\\":{', start + 1)) {
    let depth = 0;
    for (let i = html.indexOf("{", start); ; i++) {
      if (i >= html.length) throw new Error("a messages object in the page never closes");
      if (html[i] === "{") depth++;
      else if (html[i] === "}" && --depth === 0) {
        found.push(html.slice(start, i + 1));
        break;
      }
    }
  }
  return found;
}

/** The messages' bytes in a page, and what they add to its gzipped size. */
export function messagesCost(html: string): { messagesBytes: number; messagesGzipBytes: number } {
  const messages = embeddedMessages(html);
  const without = messages.reduce((rest, one) => rest.replace(one, ""), html);
  return {
    messagesBytes: messages.reduce((sum, one) => sum + Buffer.byteLength(one), 0),
    messagesGzipBytes: messages.length > 0 ? gzipLength(html) - gzipLength(without) : 0,
  };
}

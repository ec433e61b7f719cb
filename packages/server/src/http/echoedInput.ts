/**
 * Client input that an error message repeats (an answer key, a field name,
 * an id, a path) is cut, so an error answer stays small whatever was sent:
 * each quoted item to `quotedInputMaxChars` characters and the whole message
 * to `messageMaxBytes` bytes of JSON. An answer that repeats a guess next to
 * a secret must stay short (see docs/security.md, "Compressed answers and
 * BREACH"), and a huge echo costs the server and the client for nothing.
 */
export const quotedInputMaxChars = 64;

/** How many items of a list a message names before "and N more". */
export const quotedListMaxItems = 20;

/** An error message's size as sent: its JSON string, quotes and escapes counted, in UTF-8 bytes. */
export const messageMaxBytes = 768;

const ellipsis = '…';

/** The first `max` characters (code points, never half a pair) of `text`, with "…" when there was more. */
export function quoteInput(text: string, max: number = quotedInputMaxChars): string {
  if (text.length <= max) return text;
  let kept = '';
  let count = 0;
  for (const character of text) {
    if (count === max) return kept + ellipsis;
    kept += character;
    count += 1;
  }
  return kept;
}

/** Items joined with ", ", each quoted as by quoteInput, at most `maxItems` of them and then how many more. */
export function quoteInputList(items: readonly string[], maxItems: number = quotedListMaxItems): string {
  const shown = items.slice(0, maxItems).map((item) => quoteInput(item));
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

const jsonBytes = (text: string): number => Buffer.byteLength(JSON.stringify(text));

/** `message`, cut with "…" where its JSON form would pass `maxBytes` bytes (the rule for every error answer). */
export function boundMessage(message: string, maxBytes: number = messageMaxBytes): string {
  // Quick test first: a short message cannot be too long even with every character escaped (6 bytes each).
  if (message.length * 6 + 2 <= maxBytes || jsonBytes(message) <= maxBytes) return message;
  const budget = maxBytes - jsonBytes(ellipsis);
  let used = 2;
  let kept = '';
  for (const character of message) {
    const cost = jsonBytes(character) - 2;
    if (used + cost > budget) break;
    kept += character;
    used += cost;
  }
  return kept + ellipsis;
}

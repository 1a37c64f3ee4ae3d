import * as z from 'zod/mini';

/**
 * What cannot be in a one-line field (a name, an address line, a company): line and paragraph
 * breaks and every other control character, which would start a line of its own in the shop's mails
 * (a planted `Bcc:` or `Visit …`), and the direction overrides that make text read other than it is
 * stored.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Every run of what `isOneLine` refuses, to be put as one space where text must stay on a line. */
export const LINE_BREAKING = new RegExp(`${NOT_ONE_LINE.source}+`, 'gu');

export const ONE_LINE_MESSAGE = 'Keep this to one line, without line breaks or control characters';

export function isOneLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** A string field's check that it is one line, with the message shown beside the field. */
export const oneLine = z.refine<string>(isOneLine, { error: ONE_LINE_MESSAGE });

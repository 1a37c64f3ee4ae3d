// What the test gateway's card form shows as a customer types: the number in groups as printed on
// a card, the expiry as MM / YY with its slash put in (a phone's number pad has none). The server
// reads the digits either way (src/server/integrations/payments/test-cards.ts).

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A security code as typed: its digits, at most four (American Express has four). */
export function formatSecurityCode(text: string): string {
  return digitsOf(text).slice(0, 4);
}

/** Group sizes of a card number: American Express 4-6-5, every other card fours. */
function groupsOf(digits: string): readonly number[] {
  return /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
}

/** A card number as typed, shown in its groups; no more digits than the card has. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text);
  const parts: string[] = [];
  let at = 0;
  for (const size of groupsOf(digits)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * An expiry as typed, shown as MM / YY. A first digit that can only start a month (2–9, or 1 with
 * a slash after it) is the month (4 → 04); 1 followed by 3–9 is January and a year's digit. A
 * pasted or filled-in MM/YYYY keeps the year's last two digits.
 */
export function formatExpiry(text: string): string {
  const written = /^\s*(\d{1,2})\s*\/\s*(\d{0,4})\s*$/.exec(text);
  let digits: string;
  if (written) {
    const [, month = '', year = ''] = written;
    digits = month.padStart(2, '0') + (year.length === 4 ? year.slice(2) : year);
  } else {
    digits = digitsOf(text);
    if (digits.length === 6) digits = digits.slice(0, 2) + digits.slice(4);
    if (/^[2-9]/.test(digits) || /^1[3-9]/.test(digits)) digits = `0${digits}`;
  }
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  // The slash follows a complete month at once, as the card shows it.
  return written || digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Where the caret goes in `formatted` to stand after the same digits it stood after in `typed`. */
export function caretAfterDigits(typed: string, caret: number, formatted: string): number {
  let wanted = digitsOf(typed.slice(0, caret)).length;
  if (wanted === 0) return 0;
  for (let at = 0; at < formatted.length; at++) {
    if (/\d/.test(formatted[at]!) && --wanted === 0) return at + 1;
  }
  return formatted.length;
}

/**
 * The expiry field's next value: `typed` formatted, except that deleting the slash the form put
 * in (which formatting would put straight back) leaves the month without it.
 */
export function nextExpiry(previous: string, typed: string): string {
  const formatted = formatExpiry(typed);
  if (typed.length < previous.length && formatted === previous) {
    return formatExpiry(digitsOf(typed));
  }
  return formatted;
}

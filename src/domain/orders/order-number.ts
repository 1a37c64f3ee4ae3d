/**
 * Order numbers customers read out on the phone: `BC-261123-7K4Q9M` — the shop's initials, the
 * order date (YYMMDD) and six random characters from Crockford's base 32, which has no I, L, O or
 * U, so nothing is misread. About a billion numbers a day; the database's unique index catches
 * the rare repeat and the caller draws again. The number names an order, it grants no access.
 */

export const ORDER_NUMBER_PREFIX = 'BC';
export const ORDER_NUMBER_RANDOM_LENGTH = 6;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ISO_DATE = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/;
export const ORDER_NUMBER_PATTERN = /^BC-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/;

/**
 * The number of an order placed on `orderDate` (YYYY-MM-DD, the shop's calendar day), from six
 * random bytes (each gives one character; 256 is a multiple of 32, so every character is equally
 * likely).
 */
export function formatOrderNumber(orderDate: string, randomBytes: ArrayLike<number>): string {
  const date = ISO_DATE.exec(orderDate);
  if (date === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${orderDate}`);
  if (randomBytes.length < ORDER_NUMBER_RANDOM_LENGTH) {
    throw new RangeError(`An order number needs ${ORDER_NUMBER_RANDOM_LENGTH} random bytes`);
  }
  let suffix = '';
  for (let index = 0; index < ORDER_NUMBER_RANDOM_LENGTH; index += 1) {
    const byte = randomBytes[index] ?? Number.NaN;
    if (!Number.isInteger(byte) || byte < 0 || byte > 255) {
      throw new RangeError(`Random bytes are integers from 0 to 255, got ${byte}`);
    }
    suffix += CROCKFORD[byte % 32];
  }
  return `${ORDER_NUMBER_PREFIX}-${date[1]}${date[2]}${date[3]}-${suffix}`;
}

/**
 * An order number as typed by a customer, in the stored form: case, spaces and the letters
 * Crockford reads as digits (O as 0, I and L as 1) forgiven. Null when it cannot be one.
 */
export function normalizeOrderNumber(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith(ORDER_NUMBER_PREFIX)) return null;
  const rest = compact.slice(ORDER_NUMBER_PREFIX.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  const candidate = `${ORDER_NUMBER_PREFIX}-${rest.slice(0, 6)}-${rest.slice(6)}`;
  return ORDER_NUMBER_PATTERN.test(candidate) ? candidate : null;
}

// The limits live apart from the routes that count them because better-auth's own hooks
// (auth.ts) count the mail to an address too, and the routes build on auth.ts.

const MINUTE = 60_000;

/**
 * Account limits. Per client: how often one address may try each call a minute. Per account and
 * client: wrong passwords for one e-mail address from one address (or one device that signed in to
 * the account before), counted only when wrong, so a customer who types theirs right is never
 * slowed, and a stranger's guesses never refuse the owner (auth/guessing.ts). Per account: past 50
 * wrong passwords a quarter of an hour from anywhere, every client that guessed wrong is refused
 * and the owner is mailed. All are counted in the database: they hold across server processes.
 */
export const ACCOUNT_LIMITS = {
  signInPerClient: 10,
  signUpPerClient: 10,
  resetRequestsPerClient: 5,
  resetsPerClient: 10,
  verificationMailPerClient: 5,
  /**
   * Wrong passwords for one account from one client (an address, or a device that signed in to it
   * before), in `accountWindowMs`; past them that client is refused, right password or not.
   */
  wrongPasswordsPerAccountClient: 8,
  /**
   * Wrong passwords for one account, from anywhere, in `accountWindowMs`: past them every client
   * that guessed wrong is refused and the owner is told; a client that has not still signs in.
   */
  wrongPasswordsPerAccount: 50,
  /** Wrong current passwords a signed-in customer may give, in `accountWindowMs`. */
  wrongPasswordsPerCustomer: 10,
  /** Reset and confirmation mails to one address in `accountWindowMs`. */
  mailPerAddress: 3,
  accountWindowMs: 15 * MINUTE,
  /**
   * A password-reset request answers no sooner than this after it came in: an address with an
   * account costs a token and a mail more than one without, and the answer's timing must not say
   * which it was. Well above the work of either path.
   */
  resetRequestAnswerMs: 300,
} as const;

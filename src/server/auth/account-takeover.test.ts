import { and, eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema.ts';
import { cookiesFrom, openTestShop, type TestShop } from '../../../test/server-harness.ts';

// An unconfirmed account belongs to whoever can read the address's mail and set its password, not
// to whoever signed up first; and a confirmation link never swaps the session of the browser that
// opens it (docs/security.md, decision 015).

const VICTIM = 'Victim&Birch1';
const ATTACKER = 'Attacker&Oak2';

const opened: TestShop[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

async function shop() {
  const opening = await openTestShop({ env: { TRUST_PROXY: '1' } });
  opened.push(opening);
  return opening;
}

let client = 0;
/** A browser of its own, from an address of its own (the limits count per client). */
function browser(shopNow: TestShop, cookie = '') {
  client += 1;
  const from = `198.51.100.${client % 250}`;
  const headers = (json: boolean) => ({
    'x-forwarded-for': from,
    ...(json && { 'content-type': 'application/json' }),
    ...(cookie && { cookie }),
  });
  return {
    post: (path: string, body: unknown) =>
      shopNow.request(path, {
        method: 'POST',
        headers: headers(true),
        body: JSON.stringify(body),
      }),
    get: (path: string) => shopNow.request(path, { headers: headers(false) }),
  };
}

const signUp = (shopNow: TestShop, email: string, password: string, firstName = '') =>
  browser(shopNow).post('/api/auth/sign-up/email', { email, password, name: '', firstName });

const signIn = (shopNow: TestShop, email: string, password: string) =>
  browser(shopNow).post('/api/auth/sign-in/email', { email, password });

async function confirmationLinks(shopNow: TestShop, email: string) {
  const mails = await shopNow.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'confirmation')));
  return mails.map((mail) => {
    const link = mail.textBody.match(/https?:\/\/\S+confirm-email=true\S+/)?.[0] ?? '';
    return { link, token: new URL(link).searchParams.get('token') ?? '', text: mail.textBody };
  });
}

const open = (shopNow: TestShop, token: string, cookie = '') =>
  browser(shopNow, cookie).get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);

async function sessionOf(shopNow: TestShop, cookie: string) {
  const answer = await browser(shopNow, cookie).get('/api/auth/get-session');
  return ((await answer.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
}

it('lets the owner’s sign-up replace an unconfirmed account someone else made at their address', async () => {
  const s = await shop();
  const email = 'owner@example.com';
  expect((await signUp(s, email, ATTACKER, 'Mallory')).status).toBe(200);
  const attackerLinks = await confirmationLinks(s, email);

  const owner = await signUp(s, email, VICTIM, 'Olivia');
  expect(owner.status).toBe(200);
  expect(await owner.json()).toMatchObject({ token: null });
  const links = await confirmationLinks(s, email);
  expect(links).toHaveLength(attackerLinks.length + 1);
  // Greeted by no name: whoever signs up chooses it, and it would be their words in our mail.
  expect(links.at(-1)?.text).toContain('Hello,');
  expect(links.at(-1)?.text).not.toMatch(/Olivia|Mallory/);

  const confirmed = await open(s, links.at(-1)!.token, cookiesFrom(owner));
  expect(await confirmed.clone().json()).toMatchObject({ confirmed: true, signedIn: true });
  expect(await sessionOf(s, cookiesFrom(confirmed))).toBe(email);
  expect((await signIn(s, email, ATTACKER)).status).toBe(401);
  expect((await signIn(s, email, VICTIM)).status).toBe(200);
  const [user] = await s.database.db.select().from(users).where(eq(users.email, email));
  expect(user?.firstName).toBe('Olivia');
});

it('never signs the confirming browser into an account whose password it did not set', async () => {
  const s = await shop();
  const email = 'unaware@example.com';
  // The attacker signs up with the victim's address and has a confirmation link mailed to them.
  expect((await signUp(s, email, ATTACKER)).status).toBe(200);
  const [link] = await confirmationLinks(s, email);

  // The victim follows the link they did not ask for: nothing is confirmed, no one signed in, and
  // the attacker's password still opens nothing.
  const followed = await open(s, link!.token);
  expect(followed.status).toBe(200);
  expect(await followed.clone().json()).toMatchObject({
    confirmed: false,
    signedIn: false,
    passwordNeeded: true,
  });
  expect(cookiesFrom(followed)).not.toContain('session_token=');
  expect((await signIn(s, email, ATTACKER)).status).toBe(403);
});

it('leaves no confirmed account to someone who took over an unconfirmed one, whatever link the owner follows', async () => {
  const s = await shop();
  const email = 'olivia@example.com';
  const owner = await signUp(s, email, VICTIM, 'Olivia');
  const [ownLink] = await confirmationLinks(s, email);
  // Someone else signs up with the same address before Olivia confirms: their password stands.
  expect((await signUp(s, email, ATTACKER, 'Mallory')).status).toBe(200);

  // Olivia follows her own link, in her own browser: her proof names a password no longer there.
  const followed = await open(s, ownLink!.token, cookiesFrom(owner));
  expect(await followed.clone().json()).toMatchObject({ confirmed: false, passwordNeeded: true });
  const [row] = await s.database.db.select().from(users).where(eq(users.email, email));
  expect(row?.emailVerified).toBe(false);
  expect((await signIn(s, email, ATTACKER)).status).toBe(403);
});

it('confirms in a second browser once it has signed in with the password', async () => {
  const s = await shop();
  const email = 'laptop-and-phone@example.com';
  expect((await signUp(s, email, VICTIM)).status).toBe(200);
  const [link] = await confirmationLinks(s, email);
  // The phone has no proof: the link asks for the password.
  expect(await (await open(s, link!.token)).json()).toMatchObject({ passwordNeeded: true });
  // Signing in there is refused for the unconfirmed address, mails a link and keeps a proof.
  const phone = await signIn(s, email, VICTIM);
  expect(phone.status).toBe(403);
  expect(cookiesFrom(phone)).toContain('sign_up_proof=');
  expect(await confirmationLinks(s, email)).toHaveLength(2);
  // A wrong password earns no proof.
  expect(cookiesFrom(await signIn(s, email, ATTACKER))).not.toContain('sign_up_proof=');
  // Either link now confirms and signs the phone in.
  const confirmed = await open(s, link!.token, cookiesFrom(phone));
  expect(await confirmed.clone().json()).toMatchObject({ confirmed: true, signedIn: true });
  expect(await sessionOf(s, cookiesFrom(confirmed))).toBe(email);
});

it('signs in only the browser whose password stands when sign-ups race for one address', async () => {
  const s = await shop();
  const email = 'race@example.com';
  expect((await signUp(s, email, ATTACKER)).status).toBe(200);
  const victim = await signUp(s, email, VICTIM);
  const attacker = await signUp(s, email, ATTACKER);
  expect(cookiesFrom(victim)).toContain('sign_up_proof=');
  const link = (await confirmationLinks(s, email)).at(-1)!;

  const victimOpens = await open(s, link.token, cookiesFrom(victim));
  expect(await victimOpens.clone().json()).toMatchObject({
    confirmed: false,
    signedIn: false,
    passwordNeeded: true,
  });
  expect(cookiesFrom(victimOpens)).not.toContain('session_token=');
  // Only the browser whose password stands could confirm, and the link went to the address.
  expect(cookiesFrom(attacker)).toContain('sign_up_proof=');
});

it('keeps a signed-in customer who opens someone else’s confirmation link who they are', async () => {
  const s = await shop();
  const customer = 'customer@example.com';
  const signedUp = await signUp(s, customer, VICTIM);
  const [own] = await confirmationLinks(s, customer);
  const session = cookiesFrom(await open(s, own!.token, cookiesFrom(signedUp)));
  expect(await sessionOf(s, session)).toBe(customer);

  const other = 'other@example.com';
  expect((await signUp(s, other, ATTACKER)).status).toBe(200);
  const [foreign] = await confirmationLinks(s, other);
  const opened = await open(s, foreign!.token, session);
  expect(opened.status).toBe(200);
  expect(await opened.clone().json()).toMatchObject({
    confirmed: false,
    signedIn: false,
    signedInAs: customer,
    passwordNeeded: true,
  });
  expect(cookiesFrom(opened)).not.toContain('session_token=');
  expect(await sessionOf(s, session)).toBe(customer);
});

it('answers twenty simultaneous sign-ups of one new address alike, with one account made', async () => {
  const s = await shop();
  const email = 'twenty@example.com';
  const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(s, email, VICTIM)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  for (const answer of answers) expect(await answer.json()).toMatchObject({ token: null });
  const accounts = await s.database.db.select().from(users).where(eq(users.email, email));
  expect(accounts).toHaveLength(1);
  // The owner of the address gets a handful of links, not twenty.
  expect((await confirmationLinks(s, email)).length).toBeLessThanOrEqual(4);
});

it('names the address the token was issued for in every answer, whatever the link’s email says', async () => {
  const s = await shop();
  const owner = 'token-owner@example.com';
  const neighbour = 'neighbour@example.com';
  const signedUp = await signUp(s, owner, VICTIM);
  expect((await signUp(s, neighbour, ATTACKER)).status).toBe(200);
  const [mailed] = await confirmationLinks(s, owner);
  expect(new URL(mailed!.link).searchParams.get('email')).toBe(owner);
  /**
   * The link edited to name the neighbour, followed as the page follows it (the token), with the
   * edited address sent along too: the server must not read it.
   */
  const openEdited = (cookie = '') => {
    const edited = new URL(mailed!.link);
    edited.searchParams.set('email', neighbour);
    const query = new URLSearchParams({
      token: edited.searchParams.get('token') ?? '',
      email: edited.searchParams.get('email') ?? '',
    });
    return browser(s, cookie).get(`/api/auth/verify-email?${query.toString()}`);
  };

  // In a browser without the password: nothing confirmed, the owner's address named.
  expect(await (await openEdited()).json()).toEqual({
    status: true,
    email: owner,
    confirmed: false,
    signedIn: false,
    signedInAs: null,
    passwordNeeded: true,
  });

  // In a browser signed in to another account (the neighbour's, once confirmed).
  const [neighbourLink] = await confirmationLinks(s, neighbour);
  const neighbourProof = await signIn(s, neighbour, ATTACKER);
  const neighbourConfirmed = await open(s, neighbourLink!.token, cookiesFrom(neighbourProof));
  expect(await neighbourConfirmed.clone().json()).toMatchObject({
    email: neighbour,
    signedIn: true,
  });
  const neighbourSession = cookiesFrom(neighbourConfirmed);
  expect(await (await openEdited(neighbourSession)).json()).toMatchObject({
    email: owner,
    signedInAs: neighbour,
    passwordNeeded: true,
  });

  // In the browser that signed up: confirmed and signed in to the token's account.
  const confirmed = await openEdited(cookiesFrom(signedUp));
  expect(await confirmed.clone().json()).toEqual({
    status: true,
    email: owner,
    confirmed: true,
    signedIn: true,
    signedInAs: owner,
  });
  expect(await sessionOf(s, cookiesFrom(confirmed))).toBe(owner);

  // Opened again, already confirmed, in the neighbour's browser: still the owner's address.
  expect(await (await openEdited(neighbourSession)).json()).toEqual({
    status: true,
    email: owner,
    confirmed: false,
    signedIn: false,
    signedInAs: neighbour,
  });
  expect(await sessionOf(s, neighbourSession)).toBe(neighbour);
});

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

/**
 * How the shop hashes passwords. A shop keeps better-auth's own scrypt (N 16384, r 16, p 1, 64
 * bytes: tens of milliseconds and 32 MB a hash, what makes a stolen table slow to crack). A test
 * shop (config.passwordHashing `cheap`, only ever with NODE_ENV=test) hashes its throwaway
 * accounts with N 1024 and r 8 instead: a millisecond and 1 MB, for suites that sign up hundreds
 * of customers on two cores.
 */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

const CHEAP = { N: 1024, r: 8, p: 1, keyLength: 64 } as const;

function cheapKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      CHEAP.keyLength,
      { N: CHEAP.N, r: CHEAP.r, p: CHEAP.p },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const cheapHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await cheapKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await cheapKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** The hashing to hand better-auth; undefined keeps its own, the shop's. */
export function passwordHashingFor(config: Config): PasswordHashing | undefined {
  return config.passwordHashing === 'cheap' ? cheapHashing : undefined;
}

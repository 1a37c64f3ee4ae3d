import { describe, expect, it } from 'vitest';
import { signedInCustomer, sharedTestShop } from '../../../test/server-harness.ts';

// A customer's address book under simultaneous writes (two tabs, a double click, a script): one
// default, never more than the cap of 20, and never a 500. On PostgreSQL the writes really run
// at once (the test database has a pool of connections).

const shop = sharedTestShop();

const address = (n: number) => ({
  fullName: `Ada ${n}`,
  line1: `${n} Market St`,
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
});

function add(cookie: string, n: number, isDefault = false) {
  return shop.request('/api/profile/addresses', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...address(n), isDefault }),
  });
}

async function book(cookie: string) {
  const answer = await shop.request('/api/profile/addresses', { headers: { cookie } });
  return ((await answer.json()) as { addresses: { isDefault: boolean }[] }).addresses;
}

describe('simultaneous address writes', () => {
  it('make exactly one default of ten first addresses', async () => {
    const cookie = await signedInCustomer(shop, 'ten@example.com');
    const statuses = (await Promise.all(Array.from({ length: 10 }, (_, n) => add(cookie, n)))).map(
      (answer) => answer.status,
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    const saved = await book(cookie);
    expect(saved).toHaveLength(10);
    expect(saved.filter((entry) => entry.isDefault)).toHaveLength(1);
  });

  it('stop at the cap of twenty and answer the rest with a message, never a 500', async () => {
    const cookie = await signedInCustomer(shop, 'forty@example.com');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => add(cookie, n, n % 3 === 0)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    const saved = await book(cookie);
    expect(saved).toHaveLength(20);
    expect(saved.filter((entry) => entry.isDefault)).toHaveLength(1);
  });
});

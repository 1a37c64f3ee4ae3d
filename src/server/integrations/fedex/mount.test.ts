import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../../../../test/server-harness.ts';
import { rateReplyProblems, contractExample } from '../../../../test/fedex-contract.ts';
import { SANDBOX_CREDENTIALS } from './sandbox.ts';

describe('the shop’s FedEx sandbox', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop({ seed: false });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers FedEx’s calls at /sandbox/fedex when no FedEx credentials are set', async () => {
    const token = await shop.request('/sandbox/fedex/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: SANDBOX_CREDENTIALS.clientId,
        client_secret: SANDBOX_CREDENTIALS.clientSecret,
      }).toString(),
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const request = contractExample('fedex-rate-request.json') as {
      requestedShipment: Record<string, unknown>;
    };
    delete request.requestedShipment.shipDateStamp; // today, whenever the test runs
    const rates = await shop.request('/sandbox/fedex/rate/v1/rates/quotes', {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    expect(rates.status).toBe(200);
    expect(rateReplyProblems(await rates.json())).toEqual([]);
  });

  it('is not served when the shop quotes from FedEx', async () => {
    const configured = await openTestShop({
      seed: false,
      env: {
        FEDEX_CLIENT_ID: 'id',
        FEDEX_CLIENT_SECRET: 'secret',
        FEDEX_ACCOUNT: '510087020',
      },
    });
    try {
      const answer = await configured.request('/sandbox/fedex/oauth/token', { method: 'POST' });
      expect(answer.status).toBe(404);
    } finally {
      await configured.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';
import { readViolations } from './routes.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop.close());

const legacyReport = {
  'csp-report': {
    'document-uri': 'http://localhost:3000/shop',
    'blocked-uri': 'https://evil.example/x.js',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'source-file': 'http://localhost:3000/assets/index.js',
    'line-number': 12,
    disposition: 'enforce',
  },
};

describe('POST /api/csp-report', () => {
  it('accepts a report-uri report', async () => {
    const response = await shop.request('/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(legacyReport),
    });
    expect(response.status).toBe(204);
  });

  it('accepts a Reporting API report', async () => {
    const response = await shop.request('/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        { type: 'csp-violation', body: { blockedURL: 'inline', effectiveDirective: 'script-src' } },
      ]),
    });
    expect(response.status).toBe(204);
  });

  it('refuses what is not JSON, and what is too large', async () => {
    expect((await shop.request('/api/csp-report', { method: 'POST', body: 'nope' })).status).toBe(
      400,
    );
    const huge = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } });
    expect((await shop.request('/api/csp-report', { method: 'POST', body: huge })).status).toBe(
      413,
    );
  });
});

describe('readViolations', () => {
  it('reads the legacy format', () => {
    expect(readViolations(legacyReport)).toEqual([
      {
        documentUri: 'http://localhost:3000/shop',
        blockedUri: 'https://evil.example/x.js',
        violatedDirective: 'script-src-elem',
        effectiveDirective: 'script-src-elem',
        sourceFile: 'http://localhost:3000/assets/index.js',
        lineNumber: 12,
        disposition: 'enforce',
      },
    ]);
  });

  it('keeps only CSP entries of a Reporting API batch', () => {
    const violations = readViolations([
      { type: 'deprecation', body: {} },
      { type: 'csp-violation', body: { blockedURL: 'eval', effectiveDirective: 'script-src' } },
    ]);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ blockedUri: 'eval', violatedDirective: 'script-src' });
  });

  it('ignores anything else', () => {
    expect(readViolations(null)).toEqual([]);
    expect(readViolations({ hello: 1 })).toEqual([]);
    expect(readViolations('text')).toEqual([]);
  });
});

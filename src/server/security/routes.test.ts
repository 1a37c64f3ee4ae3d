import { describe, expect, it } from 'vitest';
import { openTestShop, sharedTestShop } from '../../../test/server-harness.ts';
import { readViolations, REPORT_LIMITS, violationSampler } from './routes.ts';

const shop = sharedTestShop();

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

describe('what one client can make the shop log', () => {
  it('limits reports per client a minute', async () => {
    const own = await openTestShop();
    const statuses: number[] = [];
    for (let i = 0; i < REPORT_LIMITS.reportsPerClient + 2; i++) {
      const answer = await own.request('/api/csp-report', {
        method: 'POST',
        body: JSON.stringify(legacyReport),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, REPORT_LIMITS.reportsPerClient).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(REPORT_LIMITS.reportsPerClient)).toEqual([429, 429]);
    await own.close();
  });

  it('logs each distinct violation once a minute, caps distinct ones, and sums up the rest', () => {
    let at = 0;
    const sample = violationSampler(() => at);
    const lines: string[] = [];
    const log = {
      warn: (fields: object, message: string) => lines.push(JSON.stringify({ fields, message })),
    };
    // A flood: 5,000 clients × 10 reports × 5 violations, every one different, the longest fields
    // a report may carry.
    const long = 'x'.repeat(2_000);
    for (let i = 0; i < 250_000; i++) {
      const [violation] = readViolations({
        'csp-report': { 'blocked-uri': `https://evil.example/${i}/${long}`, 'document-uri': long },
      });
      sample(violation!, log);
    }
    expect(lines).toHaveLength(REPORT_LIMITS.distinctPerMinute);
    expect(lines.join('\n').length).toBeLessThan(64 * 1024);
    // The same violation again and again is one line.
    at = 60_000;
    for (let i = 0; i < 1_000; i++)
      sample({ effectiveDirective: 'script-src', blockedUri: 'inline' }, log);
    expect(lines).toHaveLength(REPORT_LIMITS.distinctPerMinute + 2);
    expect(JSON.parse(lines.at(-2)!)).toEqual({
      fields: { distinct: REPORT_LIMITS.distinctPerMinute, repeated: 0, dropped: 250_000 - 50 },
      message: 'csp violations in the last minute',
    });
    at = 120_000;
    sample({ effectiveDirective: 'img-src', blockedUri: 'data' }, log);
    expect(JSON.parse(lines.at(-2)!)).toMatchObject({ fields: { distinct: 1, repeated: 999 } });
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

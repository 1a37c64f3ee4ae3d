import { Hono } from 'hono';
import { bodyLimit } from '../lib/body-limit.ts';
import type { AppEnv } from '../app-env.ts';
import { millisecondsOf, type Clock } from '../lib/clock.ts';
import { rateLimit } from '../lib/rate-limit.ts';

interface Violation {
  documentUri?: string;
  blockedUri?: string;
  violatedDirective?: string;
  effectiveDirective?: string;
  sourceFile?: string;
  lineNumber?: number;
  disposition?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Where each report format keeps a violation's fields: the legacy key, the Reporting API's key. */
const REPORT_KEYS: Record<keyof Violation, readonly [legacy: string, reporting: string]> = {
  documentUri: ['document-uri', 'documentURL'],
  blockedUri: ['blocked-uri', 'blockedURL'],
  violatedDirective: ['violated-directive', 'effectiveDirective'],
  effectiveDirective: ['effective-directive', 'effectiveDirective'],
  sourceFile: ['source-file', 'sourceFile'],
  lineNumber: ['line-number', 'lineNumber'],
  disposition: ['disposition', 'disposition'],
};

function violationOf(r: Record<string, unknown>, format: 'legacy' | 'reporting'): Violation {
  const at = format === 'legacy' ? 0 : 1;
  return Object.fromEntries(
    Object.entries(REPORT_KEYS).map(([field, keys]) => {
      const value = r[keys[at]];
      return [field, field === 'lineNumber' ? number(value) : text(value)];
    }),
  ) as Violation;
}

/** Reads both report formats: the legacy `report-uri` one and the Reporting API's. */
export function readViolations(body: unknown): Violation[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

  if (Array.isArray(body)) {
    return body
      .filter((entry) => isRecord(entry) && entry['type'] === 'csp-violation')
      .map((entry) => (isRecord(entry['body']) ? violationOf(entry['body'], 'reporting') : {}))
      .slice(0, REPORT_LIMITS.violationsPerReport);
  }
  if (isRecord(body) && isRecord(body['csp-report']))
    return [violationOf(body['csp-report'], 'legacy')];
  return [];
}

/**
 * How much of what browsers report is kept. A report names at most five violations; one client
 * may send ten reports a minute; and the log takes at most 50 different violations a minute from
 * everyone together, each once, with how often each was seen (and how many were dropped) summed up
 * when the minute ends. One page with a broken policy still shows up at once; a flood of forged
 * reports costs at most about 60 KB of log a minute.
 */
export const REPORT_LIMITS = {
  violationsPerReport: 5,
  reportsPerClient: 10,
  distinctPerMinute: 50,
} as const;

export interface ViolationSink {
  warn(fields: object, message: string): void;
}

/**
 * Samples violations: each distinct one logged once a minute, the rest counted. `now` counts
 * milliseconds by the shop's clock.
 */
export function violationSampler(now: () => number) {
  let windowStart = now();
  let seen = new Map<string, number>();
  let dropped = 0;
  const flush = (log: ViolationSink) => {
    const repeated = [...seen.values()].reduce((sum, count) => sum + count - 1, 0);
    if (repeated > 0 || dropped > 0) {
      log.warn({ distinct: seen.size, repeated, dropped }, 'csp violations in the last minute');
    }
    seen = new Map();
    dropped = 0;
    windowStart = now();
  };
  return (violation: Violation, log: ViolationSink) => {
    if (now() - windowStart >= 60_000) flush(log);
    const key = [violation.effectiveDirective, violation.blockedUri, violation.documentUri].join(
      ' ',
    );
    const count = seen.get(key);
    if (count !== undefined) {
      seen.set(key, count + 1);
      return;
    }
    if (seen.size >= REPORT_LIMITS.distinctPerMinute) {
      dropped += 1;
      return;
    }
    seen.set(key, 1);
    log.warn({ violation }, 'csp violation');
  };
}

/** Browsers report Content-Security-Policy violations here; the owner reads a sample in the log. */
export function securityRoutes(clock: Clock) {
  const sample = violationSampler(millisecondsOf(clock));
  return new Hono<AppEnv>().post(
    '/csp-report',
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.body(null, 413) }),
    rateLimit({
      limit: REPORT_LIMITS.reportsPerClient,
      windowMs: 60_000,
      message: 'Too many reports.',
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.body(null, 400);
      }
      for (const violation of readViolations(body)) sample(violation, c.get('log')());
      return c.body(null, 204);
    },
  );
}

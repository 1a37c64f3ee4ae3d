import { Hono } from 'hono';
import { bodyLimit } from '../lib/body-limit.ts';
import type { AppEnv } from '../app-env.ts';
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

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Reads both report formats: the legacy `report-uri` one and the Reporting API's. */
export function readViolations(body: unknown): Violation[] {
  const fromLegacy = (r: Record<string, unknown>): Violation => ({
    documentUri: text(r['document-uri']),
    blockedUri: text(r['blocked-uri']),
    violatedDirective: text(r['violated-directive']),
    effectiveDirective: text(r['effective-directive']),
    sourceFile: text(r['source-file']),
    lineNumber: number(r['line-number']),
    disposition: text(r['disposition']),
  });
  const fromReporting = (r: Record<string, unknown>): Violation => ({
    documentUri: text(r['documentURL']),
    blockedUri: text(r['blockedURL']),
    violatedDirective: text(r['effectiveDirective']),
    effectiveDirective: text(r['effectiveDirective']),
    sourceFile: text(r['sourceFile']),
    lineNumber: number(r['lineNumber']),
    disposition: text(r['disposition']),
  });
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

  if (Array.isArray(body)) {
    return body
      .filter((entry) => isRecord(entry) && entry['type'] === 'csp-violation')
      .map((entry) => (isRecord(entry['body']) ? fromReporting(entry['body']) : {}))
      .slice(0, 20);
  }
  if (isRecord(body) && isRecord(body['csp-report'])) return [fromLegacy(body['csp-report'])];
  return [];
}

/** Browsers report Content-Security-Policy violations here; each is logged for the owner. */
export const securityRoutes = new Hono<AppEnv>().post(
  '/csp-report',
  bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.body(null, 413) }),
  rateLimit({ limit: 60, windowMs: 60_000, message: 'Too many reports.' }),
  async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.body(null, 400);
    }
    for (const violation of readViolations(body)) {
      c.get('log').warn({ violation }, 'csp violation');
    }
    return c.body(null, 204);
  },
);

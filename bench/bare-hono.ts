import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The reference the shop's own overhead is measured against: a bare Hono app on the same Node
// server, answering a JSON health check with nothing else on the way (no middleware, no database).
const app = new Hono().get('/api/health', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openShopDatabase } from './db/open.ts';
import { systemClock } from './lib/clock.ts';
import { loadOrCreateSecret } from './lib/secret.ts';
import { createLogger } from './logger.ts';
import { MailWorker, pruneMailBodies, smtpTransport } from './mail/outbox.ts';
import { paymentGateway } from './integrations/payments/setup.ts';
import { OrderExpiryWorker } from './orders/expiry.ts';

const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  config.authSecret ??= loadOrCreateSecret(resolve(config.dataDir));
  // The one clock the shop runs on: everything below that asks the time is handed this one.
  const clock = systemClock;

  const database = await openShopDatabase(config, clock);
  logger.info(
    { database: database.kind, seeded: database.seeded },
    database.kind === 'pglite'
      ? `database: embedded PGlite in ${resolve(config.dataDir)}`
      : 'database: PostgreSQL',
  );

  // `npm run dev` serves the pages from Vite; without a build, only the API answers here.
  const built = existsSync(resolve(WEB_ROOT, 'index.html'));
  if (!built && config.env === 'production') {
    throw new Error(`The shop's pages are not built (${WEB_ROOT}). Run: npm run build`);
  }
  if (!built) logger.warn(`no built pages in ${WEB_ROOT}: serving the API only (npm run build)`);
  // Without SMTP_URL the outbox keeps the mail for the developer mail page (/dev/mail).
  const mailWorker = config.mail.smtpUrl
    ? new MailWorker({
        db: database.db,
        transport: smtpTransport(config.mail.smtpUrl),
        from: config.mail.from,
        logger,
        now: clock,
      })
    : undefined;
  if (!mailWorker) {
    logger.warn(
      config.env === 'production'
        ? 'SMTP_URL is not set: mail is queued in the outbox but not sent'
        : config.devMail === 'off'
          ? 'SMTP_URL is not set: mail is queued in the outbox; the developer mail page is off (DEV_MAIL=off)'
          : `SMTP_URL is not set: mail is kept at ${config.publicUrl}/dev/mail` +
            (config.devMail === 'loopback'
              ? ', readable from this machine only (DEV_MAIL=open to share it)'
              : ', readable by anyone who can reach the shop (DEV_MAIL=open)'),
    );
  }
  mailWorker?.start();
  // Old mail loses its text (links included) after the retention period: now, then twice a day.
  const prune = () =>
    pruneMailBodies(database.db, clock(), config.mail.retentionDays).then(
      (pruned) => pruned > 0 && logger.info({ pruned }, 'blanked the text of old mail'),
      (error: unknown) => logger.error({ err: error }, 'pruning old mail failed'),
    );
  void prune();
  setInterval(() => void prune(), 12 * 60 * 60 * 1000).unref();
  // Orders left unpaid past UNPAID_ORDER_HOURS are cancelled, their code uses given back; every
  // process runs it, and each order is cancelled once (orders/expiry.ts).
  const orderExpiry = new OrderExpiryWorker({
    db: database.db,
    payments: paymentGateway(config, database.db, clock),
    now: clock,
    unpaidOrderHours: config.unpaidOrderHours,
    logger: logger.child({ area: 'orders' }),
  });
  orderExpiry.start();
  const app = await createApp({
    config,
    database,
    logger,
    webRoot: built ? WEB_ROOT : undefined,
    mailWorker,
    clock,
  });
  // Once stopping, every answer says `Connection: close`: a client on a kept-alive connection
  // gets its answer and then reconnects to another server, instead of keeping this one busy.
  let draining = false;
  const fetch: typeof app.fetch = async (request, ...rest) => {
    const response = await app.fetch(request, ...rest);
    if (!draining) return response;
    try {
      response.headers.set('Connection', 'close');
      return response;
    } catch {
      // A response with immutable headers: copy it.
      const copy = new Response(response.body, response);
      copy.headers.set('Connection', 'close');
      return copy;
    }
  };
  const server: ServerType = serve(
    { fetch, port: config.port, ...(config.host && { hostname: config.host }) },
    () => logger.info(`${config.brandName} is open at ${config.publicUrl}`),
  );
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'the server could not start');
    void database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: stopping now`);
      process.exit(1);
    }
    stopping = true;
    draining = true;
    logger.info(`${signal}: no new connections; finishing open requests, then closing`);
    const http = server as ServerType & {
      closeIdleConnections?: () => void;
      closeAllConnections?: () => void;
    };
    let closed = false;
    const finish = async (code: number) => {
      if (closed) return;
      closed = true;
      clearInterval(idle);
      await mailWorker?.stop();
      await orderExpiry.stop();
      await database.close();
      logger.info('closed');
      process.exit(code);
    };
    // Requests in flight finish; a client holding a connection open does not keep us up: kept-
    // alive connections close after their next answer, idle ones at once and every 100 ms after.
    const idle = setInterval(() => http.closeIdleConnections?.(), 100);
    const force = setTimeout(() => {
      logger.warn('requests did not finish in 10 s; closing their connections');
      http.closeAllConnections?.();
      void finish(1);
    }, 10_000);
    force.unref();
    server.close(() => void finish(0));
    http.closeIdleConnections?.();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { createAuth } from './auth/auth.ts';
import { authRoutes, sessionMiddleware, sessionReaderFor } from './auth/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { storefrontPageHead } from './catalog/page-head.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { listActiveCategories, listActiveProducts } from './catalog/service.ts';
import { publicConfig, type Config } from './config.ts';
import { loadArticles } from './content/articles.ts';
import { contentRoutes } from './content/routes.ts';
import type { DatabaseHandle } from './db/client.ts';
import { designRoutes } from './designs/routes.ts';
import { AppError, STATUS_BY_KIND, type ErrorBody } from './errors.ts';
import { healthRoutes } from './health/routes.ts';
import { FEDEX_SANDBOX_PATH, fedexIntegration } from './integrations/fedex/setup.ts';
import { paymentGateway } from './integrations/payments/setup.ts';
import { stripeWebhookRoutes } from './integrations/payments/webhook.ts';
import { imageRoutes } from './images/routes.ts';
import { imageStore } from './lib/image-store.ts';
import { bodyLimit } from './lib/body-limit.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { compressText } from './lib/compression.ts';
import { onEveryAnswer } from './lib/every-answer.ts';
import { loopbackOnly } from './lib/client-address.ts';
import type { Logger } from './logger.ts';
import { accountMail, newsletterMail, welcomeOnSignIn } from './mail/account-mail.ts';
import { adminOrders } from './admin/orders.ts';
import { grantListedAdmins } from './admin/roles.ts';
import { adminRoutes } from './admin/routes.ts';
import { THE_SHOP } from './lib/audit.ts';
import { expireUnpaidOrders } from './orders/expiry.ts';
import { shopInboxMail } from './mail/shop-mail.ts';
import { devMailRoutes } from './mail/dev-mail-routes.ts';
import { orderMail } from './mail/order-mail.ts';
import { messageRoutes } from './messages/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { referenceRoutes } from './openapi/routes.ts';
import { checkoutRoutes, orderRoutes } from './orders/routes.ts';
import { orderService } from './orders/service.ts';
import { profileRoutes } from './profile/routes.ts';
import { CSP_REPORT_PATH, securityHeaders } from './security/headers.ts';
import { sameOriginWrites } from './security/same-origin.ts';
import { securityRoutes } from './security/routes.ts';
import { seoRoutes } from './seo/routes.ts';
import { appPages, firstScreenWriter } from './spa/first-screen.ts';
import { spaRoutes } from './spa/routes.ts';
import { storefrontRoutes } from './catalog/storefront-routes.ts';
import { aboutContentVersion } from './catalog/storefront-service.ts';
import { wishlistRoutes } from './wishlist/routes.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** The built SPA (dist/web); without it only the API is served. */
  webRoot?: string | undefined;
  /** Delivers the mail outbox; told when new mail is waiting (main.ts runs it over SMTP). */
  mailWorker?: { nudge(): void } | undefined;
  /**
   * The shop's one clock (lib/clock.ts), handed to everything that asks the time: services,
   * integrations and, through the request's `clock`, the routes. The machine's if not given.
   */
  clock?: Clock | undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export async function createApp({
  config,
  database,
  logger,
  webRoot,
  mailWorker,
  clock = systemClock,
}: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();
  const brand = { brandName: config.brandName, publicUrl: config.publicUrl };
  const mailWaiting = () => mailWorker?.nudge();
  // Without FedEx credentials the shop quotes from its FedEx-compatible sandbox, served below too.
  const fedex = fedexIntegration(config, logger, clock);
  const payments = paymentGateway(config, db, clock);
  const now = clock;
  const expiryDeps = { db, payments, now, unpaidOrderHours: config.unpaidOrderHours };
  const orderDeps = {
    db,
    fedex: fedex.client,
    payments,
    logger: logger.child({ area: 'orders' }),
    mail: orderMail(brand, config.mail.shopInbox, clock),
    mailWaiting,
    productionLeadBusinessDays: config.shipping.productionLeadBusinessDays,
    now,
    freeLapsedUses: (code: string) => expireUnpaidOrders(expiryDeps, { code }),
  };
  const orders = orderService(orderDeps);
  const ownersOrders = adminOrders({ ...orderDeps, unpaidOrderHours: config.unpaidOrderHours });
  // ADMIN_EMAILS: the listed accounts already confirmed are admins from the start; an account
  // made later becomes one at its first sign-in (the hook below).
  await grantListedAdmins(db, config.adminEmails, THE_SHOP, now());
  const images = imageStore({
    sourceDir: config.imagesDir,
    cacheDir: join(config.dataDir, 'image-cache'),
  });
  // Read and rendered once: a broken article file stops the start, naming the file.
  const articles = await loadArticles(undefined, images);
  for (const problem of articles.missingPictures) logger.warn(problem);
  const accountMails = accountMail(db, brand, mailWaiting, clock);
  const auth = createAuth({
    config,
    db,
    logger,
    // The reader is made below, from this instance's cookie; no hook runs before the app answers.
    accountChanged: (userId) => sessions.forgetUser(userId),
    mail: accountMails,
    clock,
    signInHooks: [
      async (user) => {
        const granted = await grantListedAdmins(db, config.adminEmails, THE_SHOP, now(), {
          userId: user.id,
        });
        if (granted.length > 0) sessions.forgetUser(user.id);
      },
      welcomeOnSignIn(db, brand, mailWaiting, clock),
      async (user) => {
        await orders.claim(user);
      },
    ],
  });

  // The request line holds no secret (method, path, status, time): it skips the redaction pass
  // every other line takes (a fifth of the line's cost). A route's own logger, which carries the
  // request id, is made when the route first logs: most requests log nothing but their line.
  const requestLines = logger.child({}, { redact: [] });
  app.use(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    let log: Logger | undefined;
    c.set('requestId', requestId);
    c.set('log', () => (log ??= logger.child({ requestId })));
    c.set('user', null);
    c.set('trustProxy', config.trustProxy);
    c.set('clock', clock);
    const started = performance.now();
    await onEveryAnswer(c, next, { 'X-Request-Id': requestId });
    requestLines.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    securityHeaders({
      production: config.env === 'production',
      vendors: {
        stripe: config.stripe !== undefined,
        intercom: config.intercom !== undefined,
        googleTags: config.gtmId !== undefined,
      },
    }),
  );
  app.use('/api/*', compressText());
  app.use('/sitemap.xml', compressText());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 256 * 1024,
      onError: () => {
        throw new AppError('payload_too_large', 'That request is too large.');
      },
    }),
  );

  // Stripe signs the raw body; the webhook reads it before anything else does.
  if (payments.mode === 'stripe') {
    app.route(
      STRIPE_WEBHOOK_PATH,
      stripeWebhookRoutes(payments, async (event) => {
        if (event.outcome) await orders.applyOutcome(event.outcome);
      }),
    );
  }
  app.use(
    '/api/*',
    sameOriginWrites({
      origins: [config.publicUrl],
      exempt: (path) =>
        path.startsWith('/api/auth/') || path === CSP_REPORT_PATH || path === STRIPE_WEBHOOK_PATH,
    }),
  );
  const sessions = await sessionReaderFor(auth, db, clock);
  app.use('/api/*', sessionMiddleware(sessions));
  app.route(
    '/api/auth',
    authRoutes(auth, db, {
      publicUrl: config.publicUrl,
      secureCookies: config.env === 'production',
      mail: accountMails,
    }),
  );

  // Answers about one customer (profile, addresses, orders, checkout quotes for an address) are
  // never kept by a browser's or a proxy's cache.
  const personal: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  };
  const api = new Hono<AppEnv>()
    .use('/profile/*', personal)
    .use('/orders/*', personal)
    .use('/checkout/*', personal)
    .use('/admin/*', personal)
    .route('/health', healthRoutes(database))
    .route('/openapi.json', referenceRoutes({ config, auth, stripe: payments.mode === 'stripe' }))
    .route('/newsletter', newsletterRoutes(db, newsletterMail(db, brand, mailWaiting, clock)))
    .route('/cart', cartRoutes(db))
    .route('/wishlist', wishlistRoutes(db))
    .route('/designs', designRoutes(db, config.publicUrl))
    .route('/', catalogRoutes(db, images))
    .route('/images', imageRoutes(images))
    .route('/', contentRoutes(articles))
    .route('/', storefrontRoutes(db, images, logger.child({ area: 'storefront' })))
    .route(
      '/messages',
      messageRoutes(db, shopInboxMail(brand, config.mail.shopInbox, mailWaiting, clock)),
    )
    .route('/', securityRoutes(clock))
    .route(
      '/profile',
      profileRoutes(db, config, (userId) => sessions.forgetUser(userId)),
    )
    .route('/checkout', checkoutRoutes(orderDeps, payments))
    .route('/orders', orderRoutes(orders))
    .route('/admin', adminRoutes(db, ownersOrders, images, now))
    .all('*', () => {
      throw new AppError('not_found', 'There is nothing at this address.');
    });
  app.route('/api', api);

  if (fedex.sandbox) app.route(FEDEX_SANDBOX_PATH, fedex.sandbox);

  if (config.env !== 'production' && config.devMail !== 'off') {
    // Its pages hold live sign-in and reset links: by default only this machine may read them.
    if (config.devMail === 'loopback') app.use('/dev/mail/*', loopbackOnly(config.trustProxy));
    app.route('/dev/mail', devMailRoutes(db));
  }
  app.route(
    '/',
    seoRoutes({
      publicUrl: config.publicUrl,
      categories: async () => (await listActiveCategories(db)).map((category) => category.slug),
      products: async () => {
        const slugs = (await listActiveCategories(db)).map((category) => category.slug);
        return (await Promise.all(slugs.map((slug) => listActiveProducts(db, slug)))).flat();
      },
      articles: () => articles.list(),
    }),
  );
  if (webRoot) {
    const isAppPage = await appPages();
    const pageHead = storefrontPageHead(
      db,
      images,
      config,
      { isAppPage, hasArticle: (slug) => articles.find(slug) !== null },
      clock,
    );
    const firstScreen = await firstScreenWriter(publicConfig(config), app, logger, clock);
    // The About page shows the owner's sections: its kept screen is checked against them.
    const contentOf = async (url: URL) =>
      url.pathname === '/about' ? aboutContentVersion(db) : null;
    app.route(
      '/',
      await spaRoutes(webRoot, publicConfig(config), pageHead, firstScreen, clock, contentOf),
    );
  }

  app.onError((error, c) => {
    const requestId = c.get('requestId');
    if (error instanceof AppError) {
      const body: ErrorBody = {
        error: {
          kind: error.kind,
          message: error.message,
          ...(error.fields && { fields: error.fields }),
        },
      };
      return c.json(body, STATUS_BY_KIND[error.kind]);
    }
    (c.get('log')?.() ?? logger).error({ err: error, path: c.req.path }, 'unexpected error');
    const body: ErrorBody = {
      error: {
        kind: 'internal',
        message: 'Something went wrong on our side. Please try again.',
        requestId,
      },
    };
    return c.json(body, 500);
  });
  app.notFound((c) => c.text('Not found', 404));

  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;

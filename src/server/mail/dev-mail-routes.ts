import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { escapeHtml } from '../lib/escape-html.ts';

/**
 * The developer mail page (docs/rules/integrations.md): outside production, without an SMTP server, mail stays in
 * the outbox and is read here, links and all. app.ts never mounts it in production.
 */

/** Plain text with its http(s) links made clickable. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#faf8f5;color:#1c1917}
main{max-width:760px;margin:0 auto;padding:32px 16px}article{background:#fff;border:1px solid #e7e5e4;border-radius:8px;padding:16px 20px;margin:0 0 16px}
h1{font-size:24px}h2{font-size:17px;margin:0 0 4px}p.meta{margin:0 0 12px;color:#57534e;font-size:13px}
pre{white-space:pre-wrap;font:14px/1.5 system-ui,sans-serif;margin:0}a{color:#1c1917}`;

/** Styles inline, pictures from the mail itself, links followed; no script, frame or form. */
export const MAIL_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function devMailRoutes(db: Database) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      // Mail is HTML with inline styles by nature, and runs no script: its own, stricter policy.
      c.header('Content-Security-Policy', MAIL_PAGE_POLICY);
    })
    .get('/', async (c) => {
      const mails = await db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(100);
      const items = mails
        .map(
          (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.toAddress)}${mail.replyTo ? ` · Reply to ${escapeHtml(mail.replyTo)}` : ''} · ${mail.createdAt.toISOString()} · ${escapeHtml(mail.status)} · <a href="/dev/mail/${mail.id}">HTML version</a></p>
<pre>${linkify(mail.textBody)}</pre>
</article>`,
        )
        .join('\n');
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Developer mail</title><style>${STYLE}</style></head><body><main>
<h1>Developer mail</h1>
<p>Mail the shop wrote, newest first. Without SMTP_URL it is kept here instead of being sent; this page does not exist in production.</p>
${items || '<p>No mail yet.</p>'}
</main></body></html>`);
    })
    .get('/:id{[0-9a-f-]{36}}', async (c) => {
      const [mail] = await db
        .select({ htmlBody: mailOutbox.htmlBody })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, c.req.param('id')));
      if (!mail) return c.text('Not found', 404);
      return c.html(mail.htmlBody);
    });
}

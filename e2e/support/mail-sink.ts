import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_SINK_HTTP_PORT, MAIL_SINK_SMTP_PORT } from './servers.ts';

/**
 * A real SMTP server for the end-to-end tests: the shop sends its mail here over SMTP, and the tests
 * read what arrived over HTTP (GET /messages?to=address), parsed by mailparser.
 */
interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

const inbox: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        inbox.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
smtp.listen(MAIL_SINK_SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? inbox.filter((mail) => mail.to.includes(to)) : inbox;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(found));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(MAIL_SINK_HTTP_PORT, '127.0.0.1');

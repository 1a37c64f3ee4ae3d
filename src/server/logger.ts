import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * JSON lines on standard output. Written asynchronously: lines logged while a write is under way
 * go out together in the next one, so a busy server makes one write for many requests instead of
 * one each; whatever is still buffered is written when the process exits.
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: 'shop' },
      // Never let a secret reach the logs through a header or body that was logged by accident.
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
        censor: '[redacted]',
      },
    },
    pino.destination({ sync: false }),
  );
}

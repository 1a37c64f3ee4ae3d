import { pino, type Logger } from 'pino';

export type { Logger };

/** Log lines gather up to this many bytes before they are written. */
export const LOG_BATCH_BYTES = 4096;
/** A line waits at most this long to be written on a quiet server. */
export const LOG_FLUSH_MS = 500;

/**
 * JSON lines on standard output. Written asynchronously and in batches: lines gather until there
 * are LOG_BATCH_BYTES of them, or LOG_FLUSH_MS has passed, and go out in one write. Each write is
 * handed to a worker thread and its end reported back, which costs the server more than the write
 * itself (decision 017): a busy server makes one for many requests instead of one for every few.
 * Whatever is still gathered is written when the process exits.
 */
export function createLogger(
  level: string,
  /** Where the lines go; the tests read them from a stream of their own. */
  destination: pino.DestinationStream = pino.destination({
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  }),
): Logger {
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
    destination,
  );
}

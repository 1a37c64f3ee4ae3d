import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';

/**
 * Real HTTP on 127.0.0.1 for a third party's stand-in: the shop's client calls it over the network
 * as it would the real service. It can stop listening altogether and start again on the same port.
 */
export class LoopbackServer {
  private server: ServerType | null = null;
  /** The port it listens on; 0 until the first start. */
  port = 0;

  constructor(private readonly handle: (request: Request) => Response | Promise<Response>) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts listening (on the port it had before, after a stop). */
  async start(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server = serve(
        { fetch: (request) => this.handle(request), port: this.port, hostname: '127.0.0.1' },
        (info: AddressInfo) => {
          this.port = info.port;
          resolve();
        },
      );
    });
  }

  /** Stops listening: calls are refused until start() again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    await new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
  }
}

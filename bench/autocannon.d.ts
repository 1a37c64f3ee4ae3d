// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    /** One request of a sequence; setupRequest may change it before each send. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request) => Request;
    }
    interface Options {
      url?: string;
      requests?: Request[];
      connections?: number;
      /** Requests sent on each connection before its answers come back. */
      pipelining?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      max: number;
    }
    interface Result {
      /** Requests per second, and how many completed in all. */
      requests: Histogram & { total: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  /** A run: awaited for its result; `response` is emitted for every answer; `stop` ends it early. */
  interface Instance extends Promise<autocannon.Result> {
    on(event: 'response', listener: (...args: unknown[]) => void): this;
    stop(): void;
  }
  function autocannon(options: autocannon.Options): Instance;
  export default autocannon;
}

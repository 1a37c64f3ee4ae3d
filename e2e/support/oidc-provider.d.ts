/** The part of oidc-provider's API the local issuer uses (the package ships no types). */
declare module 'oidc-provider' {
  interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }
  interface Configuration {
    clients: Record<string, unknown>[];
    claims: Record<string, string[]>;
    features: Record<string, { enabled: boolean }>;
    cookies: { keys: string[] };
    findAccount: (
      ctx: unknown,
      sub: string,
    ) => { accountId: string; claims: () => AccountClaims } | undefined;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    listen(port: number): unknown;
  }
}

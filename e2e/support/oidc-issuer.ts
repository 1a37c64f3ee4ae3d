import Provider from 'oidc-provider';
import { SHOP_URL, OIDC_CLIENT, OIDC_ISSUER_PORT, OIDC_ISSUER_URL } from './servers.ts';

/**
 * A local OpenID Connect provider (oidc-provider) standing in for Google in the end-to-end tests.
 * Its development sign-in form takes any login; an e-mail address typed as the login becomes the
 * account's verified e-mail, and its part before the @ the given name.
 */
const provider = new Provider(OIDC_ISSUER_URL, {
  clients: [
    {
      client_id: OIDC_CLIENT.id,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [`${SHOP_URL}/api/auth/callback/google`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name'],
  },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['e2e-issuer-cookie-key'] },
  findAccount: (_ctx, sub) => ({
    accountId: sub,
    claims: () => {
      const local = sub.split('@')[0] ?? sub;
      const given = local.charAt(0).toUpperCase() + local.slice(1);
      return {
        sub,
        email: sub,
        email_verified: true,
        name: `${given} Tester`,
        given_name: given,
        family_name: 'Tester',
      };
    },
  }),
});
provider.listen(OIDC_ISSUER_PORT);

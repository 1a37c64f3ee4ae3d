/**
 * The third parties the journeys need running, in one process: the SMTP server that receives the
 * shop's mail (mail-sink.ts) and the OpenID Connect issuer standing in for Google
 * (oidc-issuer.ts). Both listen once their modules have run, before either answers a request.
 */
import './mail-sink.ts';
import './oidc-issuer.ts';

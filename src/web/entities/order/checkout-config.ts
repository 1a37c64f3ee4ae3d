import { queryOptions } from '@tanstack/react-query';
import { checkoutConfigOutput } from '../../../contract/checkout-config.ts';
import { getJson } from '../../lib/api-client.ts';

export const fetchCheckoutConfig = () => getJson('/api/checkout/config', checkoutConfigOutput);

/** The payment mode and the production lead time, read once a visit. */
export const checkoutConfigQuery = queryOptions({
  queryKey: ['checkout-config'],
  queryFn: fetchCheckoutConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

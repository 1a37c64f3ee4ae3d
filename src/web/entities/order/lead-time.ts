import { useQuery } from '@tanstack/react-query';
import { SHOP_PROMISES } from '../../lib/shop-promises.ts';
import { checkoutConfigQuery } from './checkout-config.ts';

/**
 * Working days from an order to its furniture leaving the workshop, as the shop is configured
 * (PRODUCTION_LEAD_DAYS); the default until the configuration has loaded.
 */
export function useLeadWorkingDays(): number {
  const config = useQuery(checkoutConfigQuery);
  return config.data?.productionLeadBusinessDays ?? SHOP_PROMISES.defaultLeadWorkingDays;
}

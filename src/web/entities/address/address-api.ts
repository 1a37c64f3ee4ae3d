import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressListOutput } from '../../../contract/profile.ts';
import { getJson } from '../../lib/api-client.ts';

export type { SavedAddress } from '../../../contract/profile.ts';

/** The signed-in customer's saved addresses, default first as the server lists them. */
export const addressesQuery = queryOptions({
  queryKey: ['profile', 'addresses'],
  queryFn: async ({ signal }) =>
    (await getJson('/api/profile/addresses', addressListOutput, signal)).addresses,
});

export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQuery, enabled });
}

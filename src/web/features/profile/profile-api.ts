import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addressListOutput,
  profileOutput,
  savedAddressOutput,
  type NameInput,
} from '../../../contract/profile.ts';
import type { AddressInput } from '../../../domain/account/address.ts';
import { getJson, requestJson } from '../../lib/api-client.ts';
import { addressesQuery } from '../../entities/address/address-api.ts';

export { addressesQuery, useAddresses } from '../../entities/address/address-api.ts';

export type { Profile, SavedAddress } from '../../../contract/profile.ts';

export const profileQuery = queryOptions({
  queryKey: ['profile', 'me'],
  queryFn: ({ signal }) => getJson('/api/profile', profileOutput, signal),
});

export function useProfile() {
  return useQuery(profileQuery);
}

export function useUpdateName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: NameInput) =>
      (
        await requestJson('/api/profile', profileOutput, {
          method: 'PATCH',
          body: JSON.stringify(input),
        })
      ).data,
    onSuccess: async (profile) => {
      client.setQueryData(profileQuery.queryKey, profile);
      await client.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: AddressInput }) =>
      (
        await requestJson(
          id ? `/api/profile/addresses/${id}` : '/api/profile/addresses',
          savedAddressOutput,
          {
            method: id ? 'PUT' : 'POST',
            body: JSON.stringify(input),
          },
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQuery.queryKey }),
  });
}

export function useAddressAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'delete' | 'default' }) =>
      (
        await requestJson(
          action === 'delete'
            ? `/api/profile/addresses/${id}`
            : `/api/profile/addresses/${id}/default`,
          addressListOutput,
          { method: action === 'delete' ? 'DELETE' : 'POST' },
        )
      ).data.addresses,
    onSuccess: (addresses) => client.setQueryData(addressesQuery.queryKey, addresses),
  });
}

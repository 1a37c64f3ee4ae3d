import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { AddressInput } from '../../../domain/account/address.ts';
import { getJson, requestJson } from '../../lib/api-client.ts';

const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  memberSince: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const addressSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  line1: z.string(),
  line2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.nullable(z.string()),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof addressSchema>;
const addressListSchema = z.object({ addresses: z.array(addressSchema) });

export const profileQuery = queryOptions({
  queryKey: ['profile', 'me'],
  queryFn: ({ signal }) => getJson('/api/profile', profileSchema, signal),
});

export const addressesQuery = queryOptions({
  queryKey: ['profile', 'addresses'],
  queryFn: async ({ signal }) =>
    (await getJson('/api/profile/addresses', addressListSchema, signal)).addresses,
});

export function useProfile() {
  return useQuery(profileQuery);
}

export function useAddresses() {
  return useQuery(addressesQuery);
}

export function useUpdateName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { firstName: string; lastName: string }) =>
      (
        await requestJson('/api/profile', profileSchema, {
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
          addressSchema,
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
          addressListSchema,
          { method: action === 'delete' ? 'DELETE' : 'POST' },
        )
      ).data.addresses,
    onSuccess: (addresses) => client.setQueryData(addressesQuery.queryKey, addresses),
  });
}

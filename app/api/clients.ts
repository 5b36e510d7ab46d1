import type { Client } from '@common/schemas/clients';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';

/** Query keys are the API's path parts (SPEC §7: the joined parts are the address). */
export const clientKeys = {
  all: ['/api/clients'] as const,
  one: (id: string) => ['/api/clients', id] as const,
};

export const useClients = () => useQuery<Client[]>({ queryKey: clientKeys.all });
export const useClient = (id: string | undefined) =>
  useQuery<Client>({ queryKey: clientKeys.one(id ?? ''), enabled: Boolean(id) });

export function useCreateClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) => apiRequest<Client>('/api/clients', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

export function useUpdateClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; logo?: string | null }) =>
      apiRequest<Client>(`/api/clients/${id}`, { method: 'PATCH', body }),
    onSuccess: (_d, v) => {
      qc.invalidateQueries({ queryKey: clientKeys.all });
      qc.invalidateQueries({ queryKey: clientKeys.one(v.id) });
    },
  });
}

export function useDeleteClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/clients/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

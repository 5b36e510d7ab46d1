import type { Presentation, PresentationSummary } from '@common/schemas/presentations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { clientKeys } from './clients';

export const presentationKeys = {
  ofClient: (clientId: string) => ['/api/clients', clientId, 'presentations'] as const,
  one: (id: string) => ['/api/presentations', id] as const,
};

export type Slide = Presentation['slides'][number];

export const useClientPresentations = (clientId: string | undefined) =>
  useQuery<PresentationSummary[]>({
    queryKey: presentationKeys.ofClient(clientId ?? ''),
    enabled: Boolean(clientId),
  });
export const usePresentation = (id: string | undefined) =>
  useQuery<Presentation>({ queryKey: presentationKeys.one(id ?? ''), enabled: Boolean(id) });

/** A client's list and the client cards' counts change together. */
function useRefreshClient(clientId: string) {
  const qc = useQueryClient();
  return () => {
    qc.invalidateQueries({ queryKey: presentationKeys.ofClient(clientId) });
    qc.invalidateQueries({ queryKey: clientKeys.all });
  };
}

export function useCreatePresentation(clientId: string) {
  const refresh = useRefreshClient(clientId);
  return useMutation({
    mutationFn: (body: { clientId: string; title: string }) =>
      apiRequest<PresentationSummary>('/api/presentations', { body }),
    onSuccess: refresh,
  });
}

export function useDuplicatePresentation(clientId: string) {
  const refresh = useRefreshClient(clientId);
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/presentations/${id}/duplicate`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useDeletePresentation(clientId: string) {
  const refresh = useRefreshClient(clientId);
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/presentations/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** A rename from the list is a deck operation like every other change to a deck. */
export function useRenamePresentation(clientId: string) {
  const refresh = useRefreshClient(clientId);
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      apiRequest(`/api/presentations/${id}/operations`, {
        body: { operations: [{ op: 'update_title', title }] },
      }),
    onSuccess: refresh,
  });
}

import type { Client } from '@common/schemas/clients';
import type {
  Presentation,
  PresentationSummary,
  UpdatePresentationBody,
} from '@common/schemas/presentations';
import type { ShareResult } from '@common/schemas/shares';
import type { CreateSlideBody, UpdateSlideBody } from '@common/schemas/slides';
import type { VersionSummary } from '@common/schemas/versions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';

export const keys = {
  clients: ['/api/clients'] as const,
  client: (id: string) => ['/api/clients', id] as const,
  clientPresentations: (id: string) => ['/api/clients', id, 'presentations'] as const,
  presentation: (id: string) => ['/api/presentations', id] as const,
  versions: (id: string) => ['/api/presentations', id, 'versions'] as const,
  assets: (id: string) => ['/api/presentations', id, 'assets'] as const,
};

export type Slide = Presentation['slides'][number];

export const useClients = () => useQuery<Client[]>({ queryKey: keys.clients });
export const useClient = (id: string | undefined) =>
  useQuery<Client>({ queryKey: keys.client(id ?? ''), enabled: Boolean(id) });
export const useClientPresentations = (clientId: string | undefined) =>
  useQuery<PresentationSummary[]>({
    queryKey: keys.clientPresentations(clientId ?? ''),
    enabled: Boolean(clientId),
  });
export const usePresentation = (id: string | undefined) =>
  useQuery<Presentation>({ queryKey: keys.presentation(id ?? ''), enabled: Boolean(id) });
export const useVersions = (id: string, enabled: boolean) =>
  useQuery<VersionSummary[]>({ queryKey: keys.versions(id), enabled });

export function useCreateClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) => apiRequest<Client>('/api/clients', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.clients }),
  });
}

export function useUpdateClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; logo?: string | null }) =>
      apiRequest<Client>(`/api/clients/${id}`, { method: 'PATCH', body }),
    onSuccess: (_d, v) => {
      qc.invalidateQueries({ queryKey: keys.clients });
      qc.invalidateQueries({ queryKey: keys.client(v.id) });
    },
  });
}

export function useDeleteClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/clients/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.clients }),
  });
}

export function useCreatePresentation(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { clientId: string; title: string }) =>
      apiRequest<PresentationSummary>('/api/presentations', { body }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: keys.clientPresentations(clientId) });
      qc.invalidateQueries({ queryKey: keys.clients });
    },
  });
}

export function useDeletePresentation(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/presentations/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: keys.clientPresentations(clientId) });
      qc.invalidateQueries({ queryKey: keys.clients });
    },
  });
}

export function useCreateShare() {
  return useMutation({
    mutationFn: ({ presentationId, password }: { presentationId: string; password: string | null }) =>
      apiRequest<ShareResult>(`/api/presentations/${presentationId}/share`, { body: { password } }),
  });
}

export function useUpdatePresentation(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePresentationBody) =>
      apiRequest<Presentation>(`/api/presentations/${id}`, { method: 'PATCH', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.presentation(id) }),
  });
}

export function useCreateSlide(presentationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSlideBody) => apiRequest<Slide>('/api/slides', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.presentation(presentationId) }),
  });
}

export function useUpdateSlide(presentationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSlideBody & { id: string }) =>
      apiRequest<Slide>(`/api/slides/${id}`, { method: 'PATCH', body }),
    // Put the saved slide straight into the deck so the canvas never flickers back.
    onSuccess: (slide) => {
      qc.setQueryData<Presentation>(keys.presentation(presentationId), (p) =>
        p ? { ...p, slides: p.slides.map((s) => (s.id === slide.id ? slide : s)) } : p,
      );
    },
  });
}

export function useDeleteSlide(presentationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/slides/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.presentation(presentationId) }),
  });
}

export function useReorderSlides(presentationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (slideIds: string[]) =>
      apiRequest(`/api/presentations/${presentationId}/reorder`, { body: { slideIds } }),
    // Optimistic: the list moves under the finger; a failure puts the server's order back.
    onMutate: async (slideIds) => {
      await qc.cancelQueries({ queryKey: keys.presentation(presentationId) });
      const previous = qc.getQueryData<Presentation>(keys.presentation(presentationId));
      if (previous) {
        const byId = new Map(previous.slides.map((s) => [s.id, s]));
        qc.setQueryData<Presentation>(keys.presentation(presentationId), {
          ...previous,
          slides: slideIds.map((id, i) => ({ ...byId.get(id)!, order: i + 1 })),
        });
      }
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) qc.setQueryData(keys.presentation(presentationId), ctx.previous);
    },
  });
}

export function useSaveVersion(presentationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) =>
      apiRequest(`/api/presentations/${presentationId}/versions`, { body: { notes } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.versions(presentationId) }),
  });
}

export function useRestoreVersion(presentationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => apiRequest(`/api/versions/${versionId}/restore`, { method: 'POST' }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: keys.versions(presentationId) });
      qc.invalidateQueries({ queryKey: keys.presentation(presentationId) });
    },
  });
}

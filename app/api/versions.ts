import type { VersionSummary } from '@common/schemas/versions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { presentationKeys } from './presentations';

export const versionKeys = {
  ofPresentation: (presentationId: string) => ['/api/presentations', presentationId, 'versions'] as const,
};

export const useVersions = (presentationId: string, enabled: boolean) =>
  useQuery<VersionSummary[]>({ queryKey: versionKeys.ofPresentation(presentationId), enabled });

export function useSaveVersion(presentationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) =>
      apiRequest(`/api/presentations/${presentationId}/versions`, { body: { notes } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: versionKeys.ofPresentation(presentationId) }),
  });
}

export function useRestoreVersion(presentationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => apiRequest(`/api/versions/${versionId}/restore`, { method: 'POST' }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: versionKeys.ofPresentation(presentationId) });
      qc.invalidateQueries({ queryKey: presentationKeys.one(presentationId) });
    },
  });
}

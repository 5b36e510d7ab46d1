import type { ShareResult } from '@common/schemas/shares';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

export const shareKeys = {
  links: (presentationId: string) => ['/api/presentations', presentationId, 'share-links'] as const,
  views: (linkId: string) => ['/api/share-links', linkId, 'views'] as const,
};

export function useCreateShare() {
  return useMutation({
    mutationFn: ({ presentationId, password }: { presentationId: string; password: string | null }) =>
      apiRequest<ShareResult>(`/api/presentations/${presentationId}/share`, { body: { password } }),
  });
}

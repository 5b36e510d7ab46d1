import type { DisplayName } from '@common/schemas/presence';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { queryClient } from './queryClient';

const displayNameKey = ['/api/auth/display-name'] as const;

/** The name others see on the decks this person opens ("Guest {n}" until they give one). */
export const useDisplayName = () => useQuery<DisplayName>({ queryKey: displayNameKey });

export function useSetDisplayName() {
  return useMutation({
    mutationFn: (displayName: string) =>
      apiRequest<DisplayName>('/api/auth/display-name', { method: 'PUT', body: { displayName } }),
    onSuccess: (name) => queryClient.setQueryData(displayNameKey, name),
  });
}

/** Tells the others on the deck which slide this tab has selected (best effort: presence only). */
export function announceSlide(presentationId: string, tab: string, slideId: string | null) {
  void apiRequest(`/api/presentations/${encodeURIComponent(presentationId)}/presence`, {
    body: { tab, slideId },
  }).catch(() => undefined);
}

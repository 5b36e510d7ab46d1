import type { BrandKit, BrandKitBody } from '@common/schemas/brand';
import type { Theme } from '@common/themes/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiRequest } from './client';

export interface DeckTheme {
  themeId: string | null;
  theme: Theme;
}

export const brandKeys = {
  kit: (clientId: string) => ['/api/clients', clientId, 'brand'] as const,
  /** Every deck's theme lives under this prefix, so a kit change refreshes them all at once. */
  themes: ['/api/presentations', 'theme'] as const,
  deckTheme: (presentationId: string) => ['/api/presentations', presentationId, 'theme'] as const,
};

export const useBrandKit = (clientId: string | undefined) =>
  useQuery<BrandKit>({ queryKey: brandKeys.kit(clientId ?? ''), enabled: Boolean(clientId) });

/** The theme of the deck open in this route (the editor's and the presenter's :presentationId). */
export function useDeckTheme(presentationId?: string): Theme | undefined {
  const params = useParams();
  const id = presentationId ?? params.presentationId ?? '';
  return useQuery<DeckTheme>({ queryKey: brandKeys.deckTheme(id), enabled: Boolean(id) }).data?.theme;
}

export const useDeckThemeChoice = (presentationId: string) =>
  useQuery<DeckTheme>({ queryKey: brandKeys.deckTheme(presentationId), enabled: Boolean(presentationId) });

const refreshThemes = (qc: ReturnType<typeof useQueryClient>) =>
  qc.invalidateQueries({
    predicate: (q) => q.queryKey[0] === '/api/presentations' && q.queryKey[2] === 'theme',
  });

export function useSaveBrandKit(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandKitBody) =>
      apiRequest<BrandKit>(`/api/clients/${encodeURIComponent(clientId)}/brand`, { method: 'PUT', body }),
    onSuccess: (kit) => {
      qc.setQueryData(brandKeys.kit(clientId), kit);
      refreshThemes(qc);
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { keys } from './hooks';
import { queryClient } from './queryClient';

export interface ProviderInfo {
  id: string;
  label: string;
  model: string;
  configured: boolean;
  hint?: string;
}
interface ProvidersReply {
  providers: ProviderInfo[];
  defaultProvider: string;
}

/** Accepts the list alone or wrapped with its default, and picks openai when configured, else offline. */
function normalise(reply: unknown): ProvidersReply {
  const r = reply as
    | { providers?: ProviderInfo[]; default?: string; defaultProvider?: string }
    | ProviderInfo[];
  const providers = Array.isArray(r) ? r : (r.providers ?? []);
  const named = Array.isArray(r) ? undefined : (r.defaultProvider ?? r.default);
  const fallback = providers.find((p) => p.id === 'openai' && p.configured) ? 'openai' : 'offline';
  return { providers, defaultProvider: named ?? fallback };
}

export function useProviders() {
  return useQuery({
    queryKey: ['/api/ai/providers'],
    queryFn: async () => normalise(await apiRequest('/api/ai/providers')),
  });
}

export interface ChatReply {
  response: string;
  operations?: unknown[];
  changedSlideIds?: string[];
}

export async function sendChat(body: {
  provider: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  presentationId: string;
  sessionId?: string;
  slideId?: string;
}): Promise<ChatReply> {
  const reply = await apiRequest<ChatReply>('/api/ai/chat', { body });
  await queryClient.invalidateQueries({ queryKey: keys.presentation(body.presentationId) });
  return reply;
}

import type { Proposal, ProviderInfo } from '@common/schemas/ai';
import type { Operation } from '@common/schemas/operations';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, notifyUnauthorized } from './client';
import { presentationKeys } from './presentations';
import { queryClient } from './queryClient';

export const aiKeys = {
  providers: ['/api/ai/providers'] as const,
  sessions: (presentationId: string) => ['/api/presentations', presentationId, 'sessions'] as const,
  messages: (sessionId: string) => ['/api/conversations/sessions', sessionId, 'messages'] as const,
};

/** The providers as the server lists them, and the default it names (undefined while loading). */
export function useProviders() {
  return useQuery({
    queryKey: aiKeys.providers,
    select: (providers: ProviderInfo[]) => ({
      providers,
      defaultProvider: providers.find((p) => p.default)?.id,
    }),
  });
}

export interface ChatReply {
  response: string;
  operations: Operation[];
  changedSlideIds: string[];
  /** inverses[i] takes back operations[i]: the editor keeps them as one undo step. */
  inverses: Operation[];
  /** A whole first draft proposed, not applied: the chat previews it for the user to accept. */
  proposal?: Proposal;
}

export interface ChatBody {
  /** Left out, the server uses its default provider. */
  provider?: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  presentationId: string;
  sessionId?: string;
  slideId?: string;
}

/**
 * One turn of the chat. With `onDelta` the reply is streamed and `onDelta` receives the model's
 * words as they come; either way the promise gives the final reply once the change is applied,
 * and the deck is fetched again. Refusals before the stream are ordinary API errors.
 */
export async function sendChat(body: ChatBody, onDelta?: (text: string) => void): Promise<ChatReply> {
  try {
    return onDelta ? await streamed(body, onDelta) : await apiRequest<ChatReply>('/api/ai/chat', { body });
  } finally {
    await queryClient.invalidateQueries({ queryKey: presentationKeys.one(body.presentationId) });
  }
}

async function streamed(body: ChatBody, onDelta: (text: string) => void): Promise<ChatReply> {
  const res = await fetch('/api/ai/chat/stream', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) {
    const text = await res.text().catch(() => '');
    let message = text || res.statusText;
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
    } catch {}
    if (res.status === 401) notifyUnauthorized();
    throw new ApiError(res.status, message);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let final: ChatReply | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as {
        type: string;
        text?: string;
        status?: number;
        message?: string;
      } & ChatReply;
      if (event.type === 'delta' && event.text) onDelta(event.text);
      else if (event.type === 'error')
        throw new ApiError(event.status ?? 500, event.message ?? 'Failed to send message');
      else if (event.type === 'done') final = event;
    }
    if (done) break;
  }
  if (!final) throw new ApiError(502, 'The reply ended early. Nothing may have changed; try again.');
  return final;
}

import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { Config, ProviderConfig } from '../config';
import { badRequest } from '../lib/errors';

export const PROVIDER_IDS = ['openai', 'anthropic', 'gemini', 'offline'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

const DEFAULT_MODELS = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  gemini: 'gemini-2.5-flash',
} as const;
const LABELS: Record<ProviderId, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Google Gemini',
  offline: 'Offline engine',
};
const ENV: Record<Exclude<ProviderId, 'offline'>, string> = {
  openai: 'OPENAI',
  anthropic: 'ANTHROPIC',
  gemini: 'GEMINI',
};

export interface ProviderInfo {
  id: ProviderId;
  label: string;
  model: string;
  configured: boolean;
  hint?: string;
}

/**
 * A provider counts as configured with a key, or with a base URL alone (a local OpenAI-compatible
 * server such as Ollama needs no key).
 */
const isConfigured = (p: ProviderConfig) => Boolean(p.apiKey || p.baseUrl);

export function listProviders(config: Config): { providers: ProviderInfo[]; defaultProvider: ProviderId } {
  const providers: ProviderInfo[] = (['openai', 'anthropic', 'gemini'] as const).map((id) => {
    const p = config.ai[id];
    const configured = isConfigured(p);
    return {
      id,
      label: LABELS[id],
      model: p.model ?? DEFAULT_MODELS[id],
      configured,
      ...(configured
        ? {}
        : {
            hint: `Set ${ENV[id]}_API_KEY (and optionally ${ENV[id]}_BASE_URL, ${ENV[id]}_MODEL) and restart the server.`,
          }),
    };
  });
  providers.push({ id: 'offline', label: LABELS.offline, model: 'built-in', configured: true });
  return { providers, defaultProvider: isConfigured(config.ai.openai) ? 'openai' : 'offline' };
}

// Provider clients are built once per configuration and reused: building one per request is
// measurable in the time before the provider is called.
const models = new WeakMap<ProviderConfig, LanguageModel>();

/** The AI SDK model for a provider; a provider without configuration is a clear 400. */
export function modelFor(config: Config, id: Exclude<ProviderId, 'offline'>): LanguageModel {
  const cached = models.get(config.ai[id]);
  if (cached) return cached;
  const model = buildModel(config, id);
  models.set(config.ai[id], model);
  return model;
}

function buildModel(config: Config, id: Exclude<ProviderId, 'offline'>): LanguageModel {
  const p = config.ai[id];
  if (!isConfigured(p)) {
    throw badRequest(
      `provider: ${LABELS[id]} is not configured. Set ${ENV[id]}_API_KEY (and optionally ${ENV[id]}_BASE_URL, ${ENV[id]}_MODEL), or use the offline engine.`,
    );
  }
  const model = p.model ?? DEFAULT_MODELS[id];
  const apiKey = p.apiKey ?? 'not-needed';
  switch (id) {
    case 'openai':
      // Chat Completions: the API every OpenAI-compatible server (Ollama, vLLM, LM Studio) speaks.
      return createOpenAI({ apiKey, baseURL: p.baseUrl }).chat(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL: p.baseUrl })(model);
    case 'gemini':
      return createGoogleGenerativeAI({ apiKey, baseURL: p.baseUrl })(model);
  }
}

import type { createAnthropic } from '@ai-sdk/anthropic';
import type { createGoogleGenerativeAI } from '@ai-sdk/google';
import type { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';

/**
 * The SDK factories a provider is built with. The server hands them in, so that this table (which
 * the web app imports for the provider ids) carries no SDK code into the browser.
 */
export interface ProviderSdks {
  createOpenAI: typeof createOpenAI;
  createAnthropic: typeof createAnthropic;
  createGoogleGenerativeAI: typeof createGoogleGenerativeAI;
}

export interface ModelProvider {
  id: string;
  /** How the provider is named to people (SPEC §1: each is shown under a model label). */
  label: string;
  /** Its settings are read from {envPrefix}_API_KEY, {envPrefix}_BASE_URL and {envPrefix}_MODEL. */
  envPrefix: string;
  defaultModel: string;
  create(sdk: ProviderSdks, connection: { apiKey: string; baseURL?: string; model: string }): LanguageModel;
}

/** The AI providers of SPEC §1, in SPEC's order: one row each, and nothing about them anywhere else. */
export const MODEL_PROVIDERS = [
  {
    id: 'openai',
    label: 'OpenAI',
    envPrefix: 'OPENAI',
    defaultModel: 'gpt-4o-mini',
    // Chat Completions: the API every OpenAI-compatible server (Ollama, vLLM, LM Studio) speaks.
    create: (sdk, { apiKey, baseURL, model }) => sdk.createOpenAI({ apiKey, baseURL }).chat(model),
  },
  {
    id: 'anthropic',
    label: 'Anthropic',
    envPrefix: 'ANTHROPIC',
    defaultModel: 'claude-sonnet-4-5',
    create: (sdk, { apiKey, baseURL, model }) => sdk.createAnthropic({ apiKey, baseURL })(model),
  },
  {
    id: 'gemini',
    label: 'Google Gemini',
    envPrefix: 'GEMINI',
    defaultModel: 'gemini-2.5-flash',
    create: (sdk, { apiKey, baseURL, model }) => sdk.createGoogleGenerativeAI({ apiKey, baseURL })(model),
  },
] as const satisfies readonly ModelProvider[];

export type ModelProviderId = (typeof MODEL_PROVIDERS)[number]['id'];

/** The built-in engine: no key, no network, always there. */
export const OFFLINE_PROVIDER = { id: 'offline', label: 'Offline engine', model: 'built-in' } as const;

export type ProviderId = ModelProviderId | typeof OFFLINE_PROVIDER.id;
const providerIds: ProviderId[] = [...MODEL_PROVIDERS.map((p) => p.id), OFFLINE_PROVIDER.id];
export const AI_PROVIDERS = providerIds as [ProviderId, ...ProviderId[]];

/** SPEC §9: the default provider, when it is configured (else the offline engine). */
export const DEFAULT_MODEL_PROVIDER: ModelProviderId = 'openai';

export function modelProviderOf(id: ModelProviderId): ModelProvider {
  return MODEL_PROVIDERS.find((p) => p.id === id)!;
}

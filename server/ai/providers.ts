import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import {
  DEFAULT_MODEL_PROVIDER,
  MODEL_PROVIDERS,
  type ModelProvider,
  type ModelProviderId,
  modelProviderOf,
  OFFLINE_PROVIDER,
  type ProviderId,
  type ProviderSdks,
} from '../../common/providers';
import type { Config, ProviderConfig } from '../config';
import { badRequest } from '../lib/errors';

export type { ModelProviderId, ProviderId };

const SDKS: ProviderSdks = { createOpenAI, createAnthropic, createGoogleGenerativeAI };

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

const howToConfigure = ({ envPrefix: e }: ModelProvider) =>
  `Set ${e}_API_KEY (and optionally ${e}_BASE_URL, ${e}_MODEL)`;

/** Every provider with its model and whether it can be used, and the one a call without a choice gets. */
export function listProviders(config: Config): { providers: ProviderInfo[]; defaultProvider: ProviderId } {
  const providers: ProviderInfo[] = MODEL_PROVIDERS.map((p) => {
    const c = config.ai[p.id];
    const configured = isConfigured(c);
    return {
      id: p.id,
      label: p.label,
      model: c.model ?? p.defaultModel,
      configured,
      ...(configured ? {} : { hint: `${howToConfigure(p)} and restart the server.` }),
    };
  });
  providers.push({ ...OFFLINE_PROVIDER, configured: true });
  const defaultProvider = isConfigured(config.ai[DEFAULT_MODEL_PROVIDER])
    ? DEFAULT_MODEL_PROVIDER
    : OFFLINE_PROVIDER.id;
  return { providers, defaultProvider };
}

// Provider clients are built once per configuration and reused: building one per request is
// measurable in the time before the provider is called.
const models = new WeakMap<ProviderConfig, LanguageModel>();

/** The AI SDK model for a provider; a provider without configuration is a clear 400. */
export function modelFor(config: Config, id: ModelProviderId): LanguageModel {
  const c = config.ai[id];
  const cached = models.get(c);
  if (cached) return cached;
  const provider = modelProviderOf(id);
  if (!isConfigured(c)) {
    throw badRequest(
      `provider: ${provider.label} is not configured. ${howToConfigure(provider)}, or use the offline engine.`,
    );
  }
  const model = provider.create(SDKS, {
    apiKey: c.apiKey ?? 'not-needed',
    baseURL: c.baseUrl,
    model: c.model ?? provider.defaultModel,
  });
  models.set(c, model);
  return model;
}

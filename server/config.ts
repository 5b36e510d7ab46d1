import path from 'node:path';
import { AI_TIMEOUT_MS } from '../common/limits';
import { MODEL_PROVIDERS, type ModelProviderId } from '../common/providers';
import { chromiumExecutable } from './lib/chromium.mjs';
import { onPath } from './lib/onPath';

/** Everything read from the environment, in one place (DESIGN.md, Configuration). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dashboardPassword: string | undefined;
  publicUrl: string | undefined;
  /**
   * Hosts (`name` or `name:port`, lower case) whose Host header may name the origin of share links
   * when PUBLIC_URL is unset; loopback hosts always may. Any other Host is never believed.
   */
  allowedHosts: string[];
  /**
   * Which proxies' X-Forwarded-For/-Proto to believe (Fastify's trustProxy): none by default, so
   * nobody can pick their own address; behind a proxy, per-address limits need its address.
   */
  trustProxy: boolean | string;
  /** The browser for PDF export: CHROMIUM_PATH, else the first Chromium-like binary on PATH. */
  chromiumPath: string | undefined;
  /**
   * LibreOffice, which draws the pictures of imported slides that would lose most of their
   * content: SOFFICE_PATH, else `soffice` or `libreoffice` on PATH; none, and they carry none.
   */
  sofficePath: string | undefined;
  /** Each provider of common/providers.ts, from its {envPrefix}_API_KEY, _BASE_URL and _MODEL. */
  ai: Record<ModelProviderId, ProviderConfig>;
  /** Where the built web app lives; absent in API-only test servers. */
  staticDir: string | undefined;
  logLevel: string;
  /** How long one AI provider call may take before the request answers 504. */
  aiTimeoutMs: number;
}

export interface ProviderConfig {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string | undefined;
}

const env = (name: string, source: NodeJS.ProcessEnv) => {
  const v = source[name]?.trim();
  return v ? v : undefined;
};

export function readConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env('PORT', source) ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${source.PORT}`);
  const provider = (prefix: string): ProviderConfig => ({
    apiKey: env(`${prefix}_API_KEY`, source),
    baseUrl: env(`${prefix}_BASE_URL`, source),
    model: env(`${prefix}_MODEL`, source),
  });
  return {
    port,
    host: env('HOST', source) ?? '127.0.0.1',
    dataDir: path.resolve(env('DATA_DIR', source) ?? './data'),
    databaseUrl: env('DATABASE_URL', source),
    dashboardPassword: env('DASHBOARD_PASSWORD', source),
    publicUrl: env('PUBLIC_URL', source)?.replace(/(?<!\/)\/+$/, ''),
    allowedHosts: (env('ALLOWED_HOSTS', source) ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: trustProxyOf(env('TRUST_PROXY', source)),
    chromiumPath: chromiumExecutable(source),
    sofficePath: env('SOFFICE_PATH', source) ?? onPath('soffice', 'libreoffice'),
    ai: Object.fromEntries(MODEL_PROVIDERS.map((p) => [p.id, provider(p.envPrefix)])) as Config['ai'],
    staticDir: path.resolve('dist/app'),
    logLevel: env('LOG_LEVEL', source) ?? 'info',
    aiTimeoutMs: Number(env('AI_TIMEOUT_MS', source) ?? AI_TIMEOUT_MS),
  };
}

/**
 * TRUST_PROXY: the proxies' own addresses ("127.0.0.1", "loopback", "10.0.0.0/8", comma-separated).
 * Not "true": trusting every hop would let any visitor name their own address in X-Forwarded-For
 * and walk past the per-address limits.
 */
function trustProxyOf(value: string | undefined): boolean | string {
  if (!value || /^(false|0|no)$/i.test(value)) return false;
  if (/^(true|yes|\d+)$/i.test(value)) {
    throw new Error(
      `TRUST_PROXY must list the proxies' addresses (e.g. loopback, or 10.0.0.0/8), got ${value}`,
    );
  }
  return value;
}

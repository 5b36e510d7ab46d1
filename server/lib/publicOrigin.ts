import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The host name of a Host header value: "[::1]:3000" → "[::1]", "decks.example:80" → "decks.example". */
function hostnameOf(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon < 0 ? host : host.slice(0, colon);
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * The origin share links are built on: PUBLIC_URL when set; else the origin the request came to,
 * if its host is loopback or listed in ALLOWED_HOSTS; else the first listed host (or
 * localhost). A Host header alone never chooses where a link points.
 */
export function publicOrigin(
  req: FastifyRequest,
  config: Pick<Config, 'publicUrl' | 'allowedHosts' | 'port'>,
): string {
  if (config.publicUrl) return config.publicUrl;
  const host = req.host.toLowerCase();
  if (isLoopback(hostnameOf(host)) || config.allowedHosts.includes(host)) return `${req.protocol}://${host}`;
  return `${req.protocol}://${config.allowedHosts[0] ?? `localhost:${config.port}`}`;
}

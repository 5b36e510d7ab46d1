import { describe, expect, test } from 'vitest';
import { readConfig } from './config';

describe('TRUST_PROXY', () => {
  test('unset or off trusts no proxy; a list of addresses is passed on', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  test('"true" or a hop count is refused at start: any visitor could name their own address', () => {
    for (const value of ['true', 'TRUE', '1', '2']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must list the proxies' addresses/,
      );
    }
  });
});

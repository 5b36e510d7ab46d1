import { createHmac, timingSafeEqual } from 'node:crypto';
import { SHARE_COOKIE_MAX_AGE_S } from '../../common/limits';

export const VIEW_COOKIE = 'ds_view';
/** Who a reviewer said they are on a link (issue 29). */
export const REVIEWER_COOKIE = 'ds_reviewer';

/**
 * After a right link password the browser gets a cookie scoped to that link's API path, so a reload
 * does not ask again. It is an HMAC over the link id, an expiry and the link's password hash, with
 * a key kept in the database: changing the password or revoking the link ends it, no server keeps
 * state of its own, and every server sharing the database accepts it.
 */
export class ViewGrants {
  constructor(
    private readonly key: string,
    private readonly now: () => number,
  ) {}

  issue(linkId: string, passwordHash: string, linkExpiresAt: Date | null): { value: string; maxAge: number } {
    const nowS = Math.floor(this.now() / 1000);
    let expS = nowS + SHARE_COOKIE_MAX_AGE_S;
    if (linkExpiresAt) expS = Math.min(expS, Math.floor(linkExpiresAt.getTime() / 1000));
    return { value: `${expS}.${this.sign(linkId, expS, passwordHash)}`, maxAge: Math.max(0, expS - nowS) };
  }

  verify(value: string | undefined, linkId: string, passwordHash: string): boolean {
    if (!value || value.length > 200) return false;
    const [expText, sig] = value.split('.');
    const expS = Number(expText);
    if (!sig || !Number.isInteger(expS) || expS * 1000 <= this.now()) return false;
    const expected = Buffer.from(this.sign(linkId, expS, passwordHash));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * A viewer's visit id, signed so that analytics reports can only come from someone who opened the
   * link: "{id}.{mac}". The row is created by the first report, so opening a link writes nothing.
   */
  viewToken(linkId: string, id: string): string {
    return `${id}.${this.mac(`view.${linkId}.${id}`)}`;
  }

  /** The visit id inside a view token, or null when the token was not issued for this link. */
  viewIdOf(token: string, linkId: string): string | null {
    const [id, mac] = token.split('.');
    if (!id || !mac) return null;
    const expected = Buffer.from(this.mac(`view.${linkId}.${id}`));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  /**
   * Who a reviewer said they are on a link (issue 29), kept by their browser as a signed cookie so
   * they are asked once per viewer session, on any server. It names nobody: it is only what they
   * typed, and grants nothing.
   */
  reviewerToken(linkId: string, who: { name: string; email: string | null }): string {
    const body = Buffer.from(JSON.stringify([who.name, who.email])).toString('base64url');
    return `${body}.${this.mac(`reviewer.${linkId}.${body}`)}`;
  }

  reviewerOf(token: string | undefined, linkId: string): { name: string; email: string | null } | null {
    if (!token || token.length > 2000) return null;
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(this.mac(`reviewer.${linkId}.${body}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const [name, email] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [string, unknown];
      return typeof name === 'string' ? { name, email: typeof email === 'string' ? email : null } : null;
    } catch {
      return null;
    }
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  private sign(linkId: string, expS: number, passwordHash: string): string {
    return this.mac(`${linkId}.${expS}.${passwordHash}`);
  }
}

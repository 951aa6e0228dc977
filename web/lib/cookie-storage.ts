/**
 * supabase-js's storage in the session cookie (shared/session-cookie.ts), written as
 * @supabase/ssr writes it (its `base64-` encoding and chunks, from its own helpers), so
 * the worker reads the session from a document request. Flags:
 * docs/security.md#session-cookie-and-csrf.
 *
 * Not @supabase/ssr's createBrowserClient itself: that client always uses the PKCE flow,
 * and this app's sign-in results arrive in the URL's fragment (the implicit flow): the
 * worker's answers to the page forms (worker/routes/login-form.ts) and the emailed
 * links, which then work in any browser, not only in the one that asked for them.
 */
import {
  combineChunks,
  createChunks,
  isChunkLike,
  stringFromBase64URL,
  stringToBase64URL,
} from '@supabase/ssr';
import { parseCookies } from '../../shared/session-cookie';

const BASE64_PREFIX = 'base64-';

/** 400 days, the longest a browser keeps a cookie (@supabase/ssr's own lifetime). */
const MAX_AGE_S = 400 * 24 * 60 * 60;

/** The storage supabase-js reads and writes its session through. */
export interface AuthStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** Secure everywhere but plain-http loopback, where `npm start` and the tests run. */
function cookieFlags(maxAge: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

function write(name: string, value: string, maxAge: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}${cookieFlags(maxAge)}`;
}

/** Removes `key`'s cookie and every chunk of it. */
function remove(key: string): void {
  for (const name of parseCookies(document.cookie).keys()) {
    if (isChunkLike(name, key)) write(name, '', 0);
  }
}

export const cookieStorage: AuthStorage = {
  async getItem(key) {
    const cookies = parseCookies(document.cookie);
    const value = await combineChunks(key, (name) => cookies.get(name) ?? null);
    if (!value?.startsWith(BASE64_PREFIX)) return value;
    try {
      return stringFromBase64URL(value.slice(BASE64_PREFIX.length));
    } catch {
      // a damaged or half-written value: no session
      return null;
    }
  },
  async setItem(key, value) {
    remove(key);
    for (const chunk of createChunks(key, BASE64_PREFIX + stringToBase64URL(value))) {
      write(chunk.name, chunk.value, MAX_AGE_S);
    }
  },
  async removeItem(key) {
    remove(key);
  },
};

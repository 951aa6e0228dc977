/**
 * SHA-256 through WebCrypto, present in browsers, workerd and Node ≥ 20 as the global
 * `crypto.subtle`. shared/ compiles without the DOM and Node type libraries, so the few
 * members used are declared here.
 */
interface Subtle {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}
interface Runtime {
  crypto?: { subtle?: Subtle };
  TextEncoder?: new () => { encode(text: string): Uint8Array };
}

/** The lower-case hex SHA-256 of `text`'s UTF-8 bytes: 'abc' → 'ba7816bf…15ad'. */
export async function sha256Hex(text: string): Promise<string> {
  const runtime = globalThis as unknown as Runtime;
  const subtle = runtime.crypto?.subtle;
  if (!subtle || !runtime.TextEncoder) throw new Error('WebCrypto is not available here.');
  const digest = await subtle.digest('SHA-256', new runtime.TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

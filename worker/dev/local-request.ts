/** The loopback check every development-only route (DEV_TOOLS) makes. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOOPBACK_IPS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether a request comes from this machine: addressed to a loopback host (a page on
 * another site that rebinds its DNS to 127.0.0.1 still names its own host) and, when the
 * runtime reports the peer (Cloudflare always does; wrangler dev does for every request
 * that does not set it itself), from a loopback address. `npm start` also binds wrangler
 * dev to 127.0.0.1, so nothing off this machine reaches it in the first place.
 */
export function isLocalRequest(url: string, connectingIp: string | undefined): boolean {
  const host = new URL(url).hostname.toLowerCase();
  const localHost = LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost');
  return localHost && (connectingIp === undefined || LOOPBACK_IPS.test(connectingIp.trim()));
}

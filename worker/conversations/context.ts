import type { Env } from '../env';
import { siteOrigin } from './mail';

/** What a conversation command needs from its request besides the input. */
export interface CommandContext {
  now: Date;
  /** The public origin, for links in mails. */
  origin: string;
  /** Sets a response header (Retry-After on a 429). */
  setHeader: (name: string, value: string) => void;
}

/** The parts of a Hono context a command needs (any route's context fits). */
interface RequestParts {
  env: Env;
  req: { url: string };
  header: (name: string, value: string) => void;
}

export function commandContext(c: RequestParts): CommandContext {
  return {
    now: new Date(),
    origin: siteOrigin(c.env.SITE_URL, c.req.url),
    setHeader: (name, value) => c.header(name, value),
  };
}

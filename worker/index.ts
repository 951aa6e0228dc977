import { app } from './app';
import { scheduled } from './closing/scheduled';
import type { Env } from './env';

export default {
  fetch: app.fetch,
  // The Cron Trigger of wrangler.toml: closes offerings past their deadline.
  scheduled,
} satisfies ExportedHandler<Env>;

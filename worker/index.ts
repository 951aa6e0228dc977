import { app } from './app';
import { scheduled } from './closing/scheduled';
import type { Env } from './env';
import { whileWriting } from './projects/read-cache';

export default {
  fetch: app.fetch,
  // The Cron Trigger of wrangler.toml: closes offerings past their deadline (a write: the
  // isolate's cached project answers are dropped around it).
  scheduled: (controller, env) => whileWriting(() => scheduled(controller, env)),
} satisfies ExportedHandler<Env>;

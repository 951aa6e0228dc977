// Prepares local state without serving: .dev.vars, D1 migrations, seed data.
import { ensureDevVars, persistArgs, run } from './lib/local-env.mjs';

ensureDevVars();
await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs()], {
  env: { CI: 'true' },
});
await run('tsx', ['scripts/seed.ts']);

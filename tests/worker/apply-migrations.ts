import { applyD1Migrations, env } from 'cloudflare:test';
// Tests append through domain code directly: the worker's projections, registered as the
// worker's entry registers them.
import '../../worker/projections';

// Setup files run outside isolated storage; applying here gives every test a migrated DB.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

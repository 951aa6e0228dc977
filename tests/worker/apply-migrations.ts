import { applyD1Migrations, env } from 'cloudflare:test';

// Setup files run outside isolated storage; applying here gives every test a migrated DB.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

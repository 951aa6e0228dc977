// Prints a service role key for embedded mode: an HS256 JWT with `role: service_role`
// signed with AUTH_JWT_SECRET, the shape of a hosted project's service role key. The admin
// auth API (`/auth/v1/admin/*`, supabase-js `auth.admin`) accepts it in place of an admin's
// session (docs/auth.md#admin-api). Keep it on servers only: it can manage every user.
//
//   npm run service-key                 # from .dev.vars (the secret `npm start` generated)
//   AUTH_JWT_SECRET=… npm run service-key -- --days 30
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sign } from 'hono/jwt';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function secretFromDevVars(): string | undefined {
  const file = path.join(root, '.dev.vars');
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('AUTH_JWT_SECRET='));
  return line?.slice('AUTH_JWT_SECRET='.length).trim() || undefined;
}

function days(args: string[]): number {
  const index = args.indexOf('--days');
  if (index < 0) return 365;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 3650) {
    throw new Error('--days must be a whole number from 1 to 3650');
  }
  return value;
}

async function main(): Promise<void> {
  const secret = process.env.AUTH_JWT_SECRET ?? secretFromDevVars();
  if (!secret) {
    throw new Error('No AUTH_JWT_SECRET: run `npm start` once (it writes .dev.vars) or set it');
  }
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + days(process.argv.slice(2)) * 86_400;
  console.log(await sign({ iss: 'supabase', role: 'service_role', iat, exp }, secret, 'HS256'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../../worker/seed/demo-accounts';
import { signIn, testClient } from '../helpers/auth';

describe('seedDemoAccounts', () => {
  it('creates the three confirmed demo accounts once, with their roles', async () => {
    expect(await seedDemoAccounts(env.DB)).toBe(3);
    expect(await seedDemoAccounts(env.DB)).toBe(0);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const session = await signIn(account.email, DEMO_PASSWORD);
      expect(session.userId).toBe(account.id);
      const supabase = testClient();
      await supabase.auth.setSession({
        access_token: session.accessToken,
        refresh_token: session.refreshToken,
      });
      const { data } = await supabase
        .from('profiles')
        .select('full_name, role, avatar_url')
        .eq('id', account.id)
        .single();
      expect(data).toEqual({ full_name: account.fullName, role: account.role, avatar_url: null });
    }
  });
});

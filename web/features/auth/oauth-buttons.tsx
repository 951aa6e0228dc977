import { useEffect, useId, useState } from 'react';
import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SiGithub } from '../../components/icons/si-github';
import { SiGoogle } from '../../components/icons/si-google';
import { toaster } from '../../components/ui/toaster';
import { loadSupabase } from '../../lib/supabase';
import { paths } from '../../../shared/routes';
import { apiQueryKey } from '../../lib/api-query-key';
import {
  AUTH_SETTINGS_PATH,
  loadProviderAvailability,
  providerAvailability,
  type OAuthProvider,
  type ProviderAvailability,
} from './auth-providers';

const PROVIDERS: { id: OAuthProvider; label: string; icon: typeof SiGoogle }[] = [
  { id: 'google', label: 'Google', icon: SiGoogle },
  { id: 'github', label: 'GitHub', icon: SiGithub },
];

async function signInWith(provider: OAuthProvider): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.auth.signInWithOAuth({
    provider,
    options: { redirectTo: `${window.location.origin}${paths.login}` },
  });
  if (error) toaster.create({ type: 'error', title: 'Error', description: error.message });
}

/**
 * The availability the page was rendered with: the worker answers the settings in-process
 * for the server's render (web/entry-server.tsx reads what the render's cache lacks), so
 * the page's HTML already shows which providers are off, and the browser's first render,
 * from the same answers, draws the same. Without it (a read that failed, a screen opened
 * by a navigation inside the app) it is null and the browser asks.
 */
function renderedAvailability(client: QueryClient): ProviderAvailability | null {
  const key = apiQueryKey(AUTH_SETTINGS_PATH);
  const settings = client.getQueryData<unknown>(key);
  if (settings !== undefined) return providerAvailability(settings);
  // The entry for the server render to fill; no observer, so nothing fetches it here.
  client.getQueryCache().build(client, { queryKey: key });
  return null;
}

/**
 * Google and GitHub sign-in. A provider the auth server has not enabled is shown
 * disabled with the reason, instead of a button that silently does nothing.
 */
export function OAuthButtons() {
  const client = useQueryClient();
  const [rendered] = useState(() => renderedAvailability(client));
  const [asked, setAsked] = useState<ProviderAvailability | null>(null);
  const availability = rendered ?? asked;
  const explanationId = useId();
  useEffect(() => {
    if (rendered) return;
    let current = true;
    void loadProviderAvailability().then((result) => {
      if (current) setAsked(result);
    });
    return () => {
      current = false;
    };
  }, [rendered]);

  const unavailable = PROVIDERS.filter((provider) => availability && !availability[provider.id]);
  return (
    <Stack gap="3">
      <HStack>
        <Separator flex="1" />
        <Text flexShrink="0" fontSize="sm" color="fg.muted">
          Or continue with
        </Text>
        <Separator flex="1" />
      </HStack>
      <HStack gap="3">
        {PROVIDERS.map(({ id, label, icon: Icon }) => {
          const enabled = availability?.[id] === true;
          return (
            <Button
              key={id}
              flex="1"
              variant="outline"
              disabled={!enabled}
              aria-busy={availability === null}
              aria-describedby={!enabled && availability ? explanationId : undefined}
              onClick={() => void signInWith(id)}
            >
              <Icon aria-hidden="true" /> {label}
            </Button>
          );
        })}
      </HStack>
      {unavailable.length > 0 && (
        <Text id={explanationId} fontSize="sm" color="fg.muted">
          {unavailable.map((provider) => provider.label).join(' and ')} sign-in{' '}
          {unavailable.length > 1 ? 'are' : 'is'} not enabled on this server. Please use your email
          and password.
        </Text>
      )}
    </Stack>
  );
}

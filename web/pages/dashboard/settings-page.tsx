import { useEffect, useState } from 'react';
import { HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title';
import { useSessionUser } from '../../lib/session';
import { loadSupabase, type SupabaseClient } from '../../lib/supabase';
import { avatarInitial } from '../../../shared/session';
import { AvatarUpload } from '../../features/account/avatar-upload';
import { ProfileSection } from '../../features/investing/profile/profile-section';
import { SettingsView } from '../../features/settings/settings-view';
import { NotificationSettingsSection } from '../../features/notification-settings/notification-settings-section';

/** /investor/settings, /creator/settings, /admin/settings: the signed-in user's settings. */
export function SettingsPage() {
  const user = useSessionUser();
  const [client, setClient] = useState<SupabaseClient | null>(null);
  useEffect(() => {
    let live = true;
    void loadSupabase().then((loaded) => live && setClient(loaded));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <PageTitle title="Settings" />
      <Stack gap="1" mb="8">
        <Heading as="h1" size="2xl">
          Settings
        </Heading>
        <Text color="fg.muted">Your account, sign-in and security.</Text>
      </Stack>
      {client && user ? (
        <SettingsView
          client={client}
          user={user}
          avatar={
            <AvatarUpload
              userId={user.id}
              avatarUrl={user.avatarUrl}
              initial={avatarInitial(user)}
            />
          }
        >
          <NotificationSettingsSection />
          {user.role === 'investor' && <ProfileSection />}
        </SettingsView>
      ) : (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>Loading...</Text>
        </HStack>
      )}
    </>
  );
}

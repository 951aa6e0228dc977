import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import type { SessionUser } from '../../../shared/session';
import { EmailSection } from './email-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import type { SettingsClient } from './settings-client';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

interface SettingsViewProps {
  client: SettingsClient;
  user: SessionUser;
  /** Role-specific sections the page adds (the investor profile), after the account ones. */
  children?: ReactNode;
}

/**
 * A user's settings: name, email, password, two-factor sign-in and sessions. The avatar
 * upload joins the name section once web/features/account/avatar-upload.tsx lands.
 */
export function SettingsView({ client, user, children }: SettingsViewProps) {
  return (
    <Stack gap="6">
      <NameSection client={client} userId={user.id} name={user.name} />
      <EmailSection client={client} email={user.email} />
      <PasswordSection client={client} />
      <TwoFactorSection client={client} />
      <SessionsSection client={client} />
      {children}
    </Stack>
  );
}

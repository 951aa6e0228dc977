import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { SectionCard } from '../../components/dashboard/section-card';
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
  /** The avatar uploader, passed by the page (features do not import each other). */
  avatar?: ReactNode;
  /** Role-specific sections the page adds (the investor profile), after the account ones. */
  children?: ReactNode;
}

/** A user's settings: avatar, name, email, password, two-factor sign-in and sessions. */
export function SettingsView({ client, user, avatar, children }: SettingsViewProps) {
  return (
    <Stack gap="6">
      {avatar && <SectionCard title="Avatar">{avatar}</SectionCard>}
      <NameSection client={client} userId={user.id} name={user.name} />
      <EmailSection client={client} email={user.email} />
      <PasswordSection client={client} />
      <TwoFactorSection client={client} />
      <SessionsSection client={client} />
      {children}
    </Stack>
  );
}

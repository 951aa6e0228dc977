/** The friendly name the settings page gives a second, backup authenticator. */
export const BACKUP_FACTOR_NAME = 'Backup';

/** How a TOTP factor is named on screen: its friendly name, or the first app's label. */
export function factorLabel(friendlyName: string | undefined): string {
  if (friendlyName === BACKUP_FACTOR_NAME) return 'Backup authenticator';
  return friendlyName ? friendlyName : 'Authenticator app';
}

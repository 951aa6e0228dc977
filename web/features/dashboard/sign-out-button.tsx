import { Button } from '@chakra-ui/react';
import { LuLogOut } from '../../components/icons/log-out';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { useSessionActions } from '../../lib/session';

/**
 * Dashboard shell (docs/product.md#dashboard-shell): signs out and goes to /. It leaves the guarded route first:
 * signing out while still on it would make the route guard send the user to /login.
 * The 'Signed out' toast comes from the session glue.
 */
export function SignOutButton() {
  const navigate = useNavigate();
  const { signOut } = useSessionActions();
  const handleSignOut = async () => {
    await navigate(paths.home);
    signOut();
  };
  return (
    <Button variant="ghost" justifyContent="flex-start" gap="3" onClick={handleSignOut}>
      <LuLogOut aria-hidden="true" />
      Sign Out
    </Button>
  );
}

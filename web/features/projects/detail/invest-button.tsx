import { Button } from '@chakra-ui/react';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';
import { useSessionUser } from '../../../lib/session';

/**
 * 'Invest Now' for signed-in users, otherwise 'Sign Up to Invest' leading to investor
 * sign-up (spec §2 Project detail; the spec wires no action to Invest Now).
 */
export function InvestButton() {
  const user = useSessionUser();
  if (user) {
    return (
      <Button colorPalette="brand" size="lg" width="full">
        Invest Now
      </Button>
    );
  }
  return (
    <LinkButton to={paths.signupAs('investor')} colorPalette="brand" size="lg" width="full">
      Sign Up to Invest
    </LinkButton>
  );
}

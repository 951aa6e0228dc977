import { Stack, Text } from '@chakra-ui/react';
import type { ProjectSummary } from '../../../../shared/api';
import { paths } from '../../../../shared/routes';
import { useLocation } from 'react-router';
import { choiceWhileRestoring } from '../../../components/chosen-by-session';
import { LinkButton } from '../../../components/link-button';
import { signupPathFrom } from '../../../lib/return-to';
import { useAuthResolved, useSessionUser } from '../../../lib/session';

type InvestButtonProps = { project: Pick<ProjectSummary, 'slug'> };

/**
 * 'Invest Now' for signed-in users, leading to the invest flow at its own URL (investors
 * only: the route guard sends anyone else to their own home); otherwise 'Sign Up to
 * Invest' leading to investor sign-up (docs/product.md#project-detail). Until the session
 * is restored both are in the page and <html data-session> picks one, so a returning
 * investor sees Invest Now on the prerendered page before the app has started.
 */
export function InvestButton({ project }: InvestButtonProps) {
  const user = useSessionUser();
  const resolved = useAuthResolved();
  const here = useLocation().pathname;
  const signUp = (
    <LinkButton
      {...choiceWhileRestoring('out', !resolved)}
      to={signupPathFrom(paths.signupAs('investor'), here)}
      colorPalette="brand"
      size="lg"
      width="full"
    >
      Sign Up to Invest
    </LinkButton>
  );
  const invest = (
    <LinkButton
      {...choiceWhileRestoring('in', !resolved)}
      to={paths.invest(project.slug)}
      colorPalette="brand"
      size="lg"
      width="full"
    >
      Invest Now
    </LinkButton>
  );
  if (!resolved) {
    return (
      <>
        {signUp}
        {invest}
      </>
    );
  }
  if (!user) return signUp;
  return (
    <Stack gap="2">
      {invest}
      {user.role !== 'investor' && (
        <Text fontSize="sm" color="fg.muted">
          Investing needs an investor account.
        </Text>
      )}
    </Stack>
  );
}

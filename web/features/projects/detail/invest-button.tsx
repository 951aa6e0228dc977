import { Stack, Text } from '@chakra-ui/react';
import type { ProjectSummary } from '../../../../shared/api';
import { paths } from '../../../../shared/routes';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { signupPathFrom } from '../../../lib/return-to';
import { useWarmRoutes } from '../../../lib/route-warmup';
import { useAuthResolved, useSessionUser } from '../../../lib/session';

type InvestButtonProps = { project: Pick<ProjectSummary, 'slug' | 'creatorId'> };

/**
 * 'Invest Now' for signed-in users, leading to the invest flow at its own URL (investors
 * only: the route guard sends anyone else to their own home); otherwise 'Sign Up to
 * Invest' leading to investor sign-up (docs/product.md#project-detail). While a session is
 * being restored (an expired token) neither shows, and a founder on their own project
 * sees none (nobody invests in their own raise).
 */
export function InvestButton({ project }: InvestButtonProps) {
  const user = useSessionUser();
  const resolved = useAuthResolved();
  const here = useLocation().pathname;
  // The page's primary action for an investor: its code is there before the click.
  useWarmRoutes(user?.role === 'investor' ? [paths.invest(project.slug)] : []);
  const signUp = (
    <LinkButton
      to={signupPathFrom(paths.signupAs('investor'), here)}
      colorPalette="brand"
      size="lg"
      width="full"
    >
      Sign Up to Invest
    </LinkButton>
  );
  const invest = (
    <LinkButton to={paths.invest(project.slug)} colorPalette="brand" size="lg" width="full">
      Invest Now
    </LinkButton>
  );
  if (!resolved) return null;
  if (!user) return signUp;
  if (user.id === project.creatorId) return null;
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

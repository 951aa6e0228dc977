import { Stack, Text } from '@chakra-ui/react';
import type { ProjectSummary } from '../../../../shared/api';
import { paths } from '../../../../shared/routes';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { signupPathFrom } from '../../../lib/return-to';
import { useSessionUser } from '../../../lib/session';

type InvestButtonProps = { project: Pick<ProjectSummary, 'slug'> };

/**
 * 'Invest Now' for signed-in users, leading to the invest flow at its own URL (investors
 * only: the route guard sends anyone else to their own home); otherwise 'Sign Up to
 * Invest' leading to investor sign-up (docs/product.md#project-detail).
 */
export function InvestButton({ project }: InvestButtonProps) {
  const user = useSessionUser();
  const here = useLocation().pathname;
  if (!user) {
    return (
      <LinkButton
        to={signupPathFrom(paths.signupAs('investor'), here)}
        colorPalette="brand"
        size="lg"
        width="full"
      >
        Sign Up to Invest
      </LinkButton>
    );
  }
  return (
    <Stack gap="2">
      <LinkButton to={paths.invest(project.slug)} colorPalette="brand" size="lg" width="full">
        Invest Now
      </LinkButton>
      {user.role !== 'investor' && (
        <Text fontSize="sm" color="fg.muted">
          Investing needs an investor account.
        </Text>
      )}
    </Stack>
  );
}

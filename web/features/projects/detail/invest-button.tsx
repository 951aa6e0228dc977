import { Button, Text } from '@chakra-ui/react';
import type { ProjectSummary } from '../../../../shared/api';
import { formatMoney } from '../../../../shared/format';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';
import { NoticeDialog } from '../../../components/notice-dialog';
import { useSessionUser } from '../../../lib/session';

type InvestButtonProps = { project: Pick<ProjectSummary, 'title' | 'minimumInvestment'> };

/**
 * 'Invest Now' for signed-in users, otherwise 'Sign Up to Invest' leading to investor
 * sign-up (spec §2 Project detail). Commitments are not taken online yet, so Invest Now
 * says so plainly instead of being a button that does nothing.
 */
export function InvestButton({ project }: InvestButtonProps) {
  const user = useSessionUser();
  if (!user) {
    return (
      <LinkButton to={paths.signupAs('investor')} colorPalette="brand" size="lg" width="full">
        Sign Up to Invest
      </LinkButton>
    );
  }
  return (
    <NoticeDialog
      title={`Invest in ${project.title}`}
      trigger={
        <Button colorPalette="brand" size="lg" width="full">
          Invest Now
        </Button>
      }
    >
      <Text>
        Online commitments open soon. Investments in {project.title} will be made on a standard
        SAFE, from {formatMoney(project.minimumInvestment)}. Nothing is charged or committed from
        this page.
      </Text>
    </NoticeDialog>
  );
}

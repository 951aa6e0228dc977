import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ProjectSummary } from '../../../../shared/api';
import { formatMoney } from '../../../../shared/format';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';
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
    <Dialog.Root placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" size="lg" width="full">
          Invest Now
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Invest in {project.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Online commitments open soon. Investments in {project.title} will be made on a
                standard SAFE, from {formatMoney(project.minimumInvestment)}. Nothing is charged or
                committed from this page.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, CloseButton, Dialog, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import type { InvestmentView } from '../../../../shared/investing/api';
import { LoadError } from '../../../components/load-error';
import { useInvestment } from '../api/get-investment';
import { SafeText } from '../invest/safe-text';

function SignedSafe({ id }: { id: string }) {
  const state = useInvestment(id);
  if (state.status === 'error') {
    return <LoadError what="the SAFE" message={state.error.message} onRetry={state.retry} />;
  }
  if (state.status === 'loading') {
    return (
      <HStack role="status">
        <Spinner size="sm" />
        <Text>Loading the SAFE...</Text>
      </HStack>
    );
  }
  const { safeText, investment } = state.data;
  return <SafeText text={safeText} sha256={investment.safe.sha256} label="Signed SAFE text" />;
}

/** View SAFE: the signed text as the server stored it, with its SHA-256. Loads on open. */
export function SafeDialog({ investment }: { investment: InvestmentView }) {
  return (
    <Dialog.Root placement="center" size="lg" lazyMount unmountOnExit scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          View SAFE
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>SAFE: {investment.projectTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SignedSafe id={investment.id} />
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

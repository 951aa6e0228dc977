import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { InvestmentView } from '../../../../shared/investing/api';
import { LoadError } from '../../../components/load-error';
import { NoticeDialog } from '../../../components/notice-dialog';
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
    <NoticeDialog
      size="lg"
      title={`SAFE: ${investment.projectTitle}`}
      trigger={
        <Button size="sm" variant="outline">
          View SAFE
        </Button>
      }
    >
      <SignedSafe id={investment.id} />
    </NoticeDialog>
  );
}

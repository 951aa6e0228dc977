import { useState } from 'react';
import { Alert, Button, Code, DataList, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { InvestmentView } from '../../../../shared/investing/api';
import { voidNoticeOf } from '../../../../shared/investing/safe-record';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { NoticeDialog } from '../../../components/notice-dialog';
import { useDownloadSafePdf } from '../api/download-safe-pdf';
import { useInvestment } from '../api/get-investment';
import { formatDateTimeUtc } from '../format-time';
import { SafeText } from '../invest/safe-text';
import { DownloadOcfButton } from './download-ocf-button';
import { StackingDataList } from '../../../components/stacking-data-list';

/** Who signed, when, and the fingerprint of exactly what they signed. */
function SignatureBlock({ investment }: { investment: InvestmentView }) {
  return (
    <Stack as="section" aria-label="Signature" gap="2" borderWidth="1px" rounded="md" p="4">
      <Text fontWeight="semibold">Signature</Text>
      <StackingDataList>
        <DataList.Item>
          <DataList.ItemLabel w={{ sm: '44' }} flexShrink="0">
            Signed electronically by
          </DataList.ItemLabel>
          <DataList.ItemValue>{investment.safe.signedBy}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel w={{ sm: '44' }} flexShrink="0">
            Signed on
          </DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTimeUtc(investment.committedAt)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel w={{ sm: '44' }} flexShrink="0">
            Document SHA-256
          </DataList.ItemLabel>
          <DataList.ItemValue minW="0">
            <Code wordBreak="break-all" whiteSpace="normal" data-testid="signature-sha256">
              {investment.safe.sha256}
            </Code>
          </DataList.ItemValue>
        </DataList.Item>
      </StackingDataList>
    </Stack>
  );
}

function DownloadPdf({ investment }: { investment: InvestmentView }) {
  const download = useDownloadSafePdf();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setFailure(null);
    try {
      await download(investment);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'The PDF could not be made.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="2" align="flex-start">
      <Button size="sm" variant="outline" loading={busy} onClick={() => void run()}>
        Download PDF
      </Button>
      <FormAlert message={failure} />
    </Stack>
  );
}

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
  const voidNotice = voidNoticeOf(investment);
  return (
    <Stack gap="4">
      {voidNotice && (
        <Alert.Root status="warning" data-testid="void-notice">
          <Alert.Indicator />
          <Alert.Description>{voidNotice}</Alert.Description>
        </Alert.Root>
      )}
      <SafeText text={safeText} sha256={investment.safe.sha256} label="Signed SAFE text" />
      <SignatureBlock investment={investment} />
      <DownloadPdf investment={investment} />
      {!voidNotice && <DownloadOcfButton investment={investment} />}
    </Stack>
  );
}

/**
 * View SAFE: the signed text as the server stored it, its signature block and a PDF made
 * by the server from the same terms. A cancelled or refunded commitment issued no SAFE:
 * its button says "View void document" and the document is marked void.
 */
export function SafeDialog({ investment }: { investment: InvestmentView }) {
  const isVoid = voidNoticeOf(investment) !== null;
  return (
    <NoticeDialog
      size="lg"
      title={`${isVoid ? 'Void document' : 'SAFE'}: ${investment.projectTitle}`}
      trigger={
        <Button size="sm" variant="outline">
          {isVoid ? 'View void document' : 'View SAFE'}
        </Button>
      }
    >
      <SignedSafe id={investment.id} />
    </NoticeDialog>
  );
}

import { Alert, Code, DataList, Link, Stack } from '@chakra-ui/react';
import { paths } from '../../../shared/routes';
import type {
  VerifiedSafeStatus,
  VerifySafeResponse,
} from '../../../shared/verification/verify-api';
import { formatDate } from '../../../shared/format';
import { StackingDataList } from '../../components/stacking-data-list';

const STATUS: Record<
  VerifiedSafeStatus,
  { title: string; alert: 'success' | 'info' | 'warning'; explain: string }
> = {
  issued: {
    title: 'Issued by LaunchFund',
    alert: 'success',
    explain: 'This SAFE was signed on LaunchFund and issued when its offering closed funded.',
  },
  awaiting_close: {
    title: 'Signed on LaunchFund, not yet issued',
    alert: 'info',
    explain:
      'This SAFE was signed on LaunchFund. It is issued if its offering closes funded; until then the investor may still cancel.',
  },
  void: {
    title: 'Signed on LaunchFund, but void',
    alert: 'warning',
    explain:
      'This SAFE was signed on LaunchFund, but the commitment was cancelled or refunded, so no SAFE was issued and the document has no effect.',
  },
};

/** The answer of one check: who issued it, when, for which offering; or that we did not. */
export function VerifyResult({ answer }: { answer: VerifySafeResponse }) {
  if (!answer.found) {
    return (
      <Alert.Root status="error" role="status" data-testid="verify-result">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Not issued by LaunchFund</Alert.Title>
          <Alert.Description>
            No SAFE signed on LaunchFund has this fingerprint (SHA-256 {answer.sha256}). Changing
            any character of a document changes its fingerprint: check that you pasted the whole
            document exactly as it was downloaded, or paste the SHA-256 printed at the end of its
            PDF.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const status = STATUS[answer.status];
  return (
    <Stack gap="4" data-testid="verify-result" role="status">
      <Alert.Root status={status.alert}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{status.title}</Alert.Title>
          <Alert.Description>{status.explain}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <StackingDataList>
        <DataList.Item>
          <DataList.ItemLabel>Offering</DataList.ItemLabel>
          <DataList.ItemValue>
            <Link href={paths.project(answer.offering.slug)} color="brand.fg">
              {answer.offering.title}
            </Link>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Company</DataList.ItemLabel>
          <DataList.ItemValue>{answer.offering.companyName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Investor</DataList.ItemLabel>
          <DataList.ItemValue>{answer.investorName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Signed on</DataList.ItemLabel>
          <DataList.ItemValue>{formatDate(answer.signedAt)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Document SHA-256</DataList.ItemLabel>
          <DataList.ItemValue minW="0">
            <Code wordBreak="break-all" whiteSpace="normal">
              {answer.sha256}
            </Code>
          </DataList.ItemValue>
        </DataList.Item>
      </StackingDataList>
    </Stack>
  );
}

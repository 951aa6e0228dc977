import { useState } from 'react';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../../../shared/routes';
import { FormAlert } from '../../../components/form-alert';
import { useDownloadSafeOcf } from '../api/download-safe-ocf';

/**
 * The SAFE as Open Cap Format data (for a cap table tool or an accountant), and where
 * anyone the investor shows the SAFE to can check it.
 */
export function DownloadOcfButton({
  investment,
}: {
  investment: { id: string; projectSlug: string };
}) {
  const download = useDownloadSafeOcf();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setFailure(null);
    try {
      await download(investment);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'The data could not be made.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="2" align="flex-start">
      <Button size="sm" variant="outline" loading={busy} onClick={() => void run()}>
        Download OCF data
      </Button>
      <FormAlert message={failure} />
      <Text fontSize="sm" color="fg.muted">
        Anyone can check this SAFE at{' '}
        <Link href={paths.verify} color="brand.fg">
          Verify a SAFE
        </Link>{' '}
        with its text or its SHA-256.
      </Text>
    </Stack>
  );
}

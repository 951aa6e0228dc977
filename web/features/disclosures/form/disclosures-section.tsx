import { Stack } from '@chakra-ui/react';
import { LoadError } from '../../../components/load-error';
import { useOwnDisclosures } from '../api/own-disclosures';
import { DisclosuresChecklist } from './disclosures-checklist';
import { DisclosuresForm, DisclosuresIntro } from './disclosures-form';
import { StatementUpload } from './statement-upload';

/**
 * The creator project page's Disclosures section (docs/before-the-raise.md#disclosures):
 * the checklist, and while the project can be edited, the form and the statements upload.
 */
export function DisclosuresSection({
  projectId,
  editable,
}: {
  projectId: string;
  editable: boolean;
}) {
  const { status, data, error, retry } = useOwnDisclosures(projectId);
  return (
    <Stack as="section" gap="6" aria-labelledby="disclosures">
      <DisclosuresIntro />
      {status === 'error' && (
        <LoadError what="the disclosures" message={error.message} onRetry={retry} />
      )}
      {status === 'success' && (
        <>
          <DisclosuresChecklist checklist={data.disclosures.checklist} />
          {editable && (
            <>
              <DisclosuresForm projectId={projectId} disclosures={data.disclosures} />
              <StatementUpload projectId={projectId} disclosures={data.disclosures} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}

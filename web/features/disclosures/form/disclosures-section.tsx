import { Stack } from '@chakra-ui/react';
import { LoadError } from '../../../components/load-error';
import { useOwnDisclosures } from '../api/own-disclosures';
import { DisclosuresChecklist } from './disclosures-checklist';
import { DisclosuresForm, DisclosuresIntro } from './disclosures-form';
import { LiveChangeNotice, type LiveOffering } from './live-change';
import { StatementUpload } from './statement-upload';

/**
 * The creator project page's Disclosures section (docs/before-the-raise.md#disclosures):
 * the checklist, and while the project can be edited, the form and the statements upload.
 * On a live offering (`live`) they can still change, and the section says first that
 * every change asks the investors who committed to reconfirm.
 */
export function DisclosuresSection({
  projectId,
  editable,
  live,
}: {
  projectId: string;
  editable: boolean;
  live?: LiveOffering;
}) {
  const { status, data, error, retry } = useOwnDisclosures(projectId);
  return (
    <Stack as="section" gap="6" aria-labelledby="disclosures">
      <DisclosuresIntro live={Boolean(live)} />
      {status === 'error' && (
        <LoadError what="the disclosures" message={error.message} onRetry={retry} />
      )}
      {status === 'success' && (
        <>
          <DisclosuresChecklist checklist={data.disclosures.checklist} />
          {editable && (
            <>
              {live && <LiveChangeNotice live={live} />}
              <DisclosuresForm
                projectId={projectId}
                disclosures={data.disclosures}
                {...(live ? { live } : {})}
              />
              <StatementUpload
                projectId={projectId}
                disclosures={data.disclosures}
                {...(live ? { live } : {})}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}

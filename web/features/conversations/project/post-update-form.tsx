import { useState } from 'react';
import { Button, Checkbox, Heading, Stack } from '@chakra-ui/react';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { FormAlert } from '../../../components/form-alert';
import { usePostUpdate } from '../api/post-update';
import { TextField } from '../text-field';
import { useSendForm } from '../../../lib/use-send-form';
import { UpdateMetricFields } from './update-metric-fields';
import { EMPTY_METRIC_INPUTS, metricsOfInputs } from './update-metrics-input';

/** "Post an update" on the creator's live or funded project: followers and backers are told. */
export function PostUpdateForm({ projectId, slug }: { projectId: string; slug: string }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [metricInputs, setMetricInputs] = useState(EMPTY_METRIC_INPUTS);
  const [backersOnly, setBackersOnly] = useState(false);
  const [posted, setPosted] = useState<string | null>(null);
  const post = usePostUpdate(projectId, slug);
  const { submit, busy, failure } = useSendForm(
    () => {
      setPosted(null);
      const metrics = metricsOfInputs(metricInputs);
      return post({
        title,
        content,
        ...(metrics ? { metrics } : {}),
        ...(backersOnly ? { audience: 'backers' as const } : {}),
      });
    },
    (result) => {
      setTitle('');
      setContent('');
      setMetricInputs(EMPTY_METRIC_INPUTS);
      setBackersOnly(false);
      setPosted(
        `Update posted. ${result.notified} ${result.notified === 1 ? 'person was' : 'people were'} notified.`,
      );
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="post-update-heading">
      <Stack gap="3" borderWidth="1px" rounded="lg" p="5">
        <Heading as="h2" size="md" id="post-update-heading">
          Post an update
        </Heading>
        <TextField
          label="Title"
          value={title}
          onChange={setTitle}
          max={CONVERSATION_LIMITS.updateTitle.max}
          multiline={false}
        />
        <TextField
          label="Update"
          value={content}
          onChange={setContent}
          max={CONVERSATION_LIMITS.updateContent.max}
          rows={6}
        />
        <UpdateMetricFields
          values={metricInputs}
          onChange={(key, value) => setMetricInputs((old) => ({ ...old, [key]: value }))}
        />
        <Checkbox.Root
          checked={backersOnly}
          onCheckedChange={(details) => setBackersOnly(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>For backers only (others see only that it was posted)</Checkbox.Label>
        </Checkbox.Root>
        <FormAlert message={failure} />
        <FormAlert status="success" message={posted} />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
          Post update
        </Button>
      </Stack>
    </form>
  );
}

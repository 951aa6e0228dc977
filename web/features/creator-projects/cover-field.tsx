import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { Field, HStack, Image, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { COVER_IMAGES } from '../../../shared/schemas/project-draft';
import {
  PROJECT_IMAGE_HINT,
  PROJECT_IMAGE_RULES,
  uploadProjectImage,
} from './upload-project-image';
import { FileUploadButton } from '../../components/file-upload-button';

export interface CoverFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * The project's cover: one of the app's covers, or (once the draft exists, on the edit
 * page) an image the creator uploads to the project-images bucket under the project's
 * id. Type and size are checked here and again on the server; a refusal says why.
 */
export function CoverField({ value, error, onChange }: CoverFieldProps) {
  const projectId = useParams().id;
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = COVER_IMAGES.some((cover) => cover.src === value);

  async function upload(file: File) {
    if (!projectId) return;
    setProblem(null);
    setUploading(true);
    const result = await uploadProjectImage(projectId, file, 'cover');
    setUploading(false);
    if ('problem' in result) setProblem(result.problem);
    else onChange(result.url);
  }

  return (
    <Field.Root invalid={Boolean(error || problem)}>
      <Field.Label>Cover image</Field.Label>
      <Stack gap="3" w="full">
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field
            name="coverImage"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          >
            {!offered && value && <option value={value}>Uploaded cover</option>}
            {COVER_IMAGES.map((cover) => (
              <option key={cover.src} value={cover.src}>
                {cover.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {projectId ? (
          <HStack gap="3" wrap="wrap">
            <FileUploadButton
              accept={PROJECT_IMAGE_RULES.allowedMimeTypes}
              inputLabel="Cover image file"
              inputTestId="cover-file-input"
              onFile={(file) => void upload(file)}
              uploading={uploading}
              describedBy={hintId}
            >
              Upload a cover image
            </FileUploadButton>
            <Text id={hintId} fontSize="sm" color="fg.muted">
              {PROJECT_IMAGE_HINT}
            </Text>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Save the draft to upload your own cover ({PROJECT_IMAGE_HINT.slice(0, -1)}).
          </Text>
        )}
        {value && (
          <Image
            src={value}
            alt="Cover preview"
            maxW="xs"
            aspectRatio={2}
            rounded="md"
            objectFit="cover"
          />
        )}
      </Stack>
      <Field.ErrorText role={problem ? 'alert' : undefined}>{problem ?? error}</Field.ErrorText>
    </Field.Root>
  );
}

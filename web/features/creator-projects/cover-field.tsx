import { useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button, Field, HStack, Image, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { COVER_IMAGES } from '../../../shared/schemas/project-draft';
import {
  PRODUCT_BUCKETS,
  PROJECT_IMAGES_BUCKET,
  describeMimeTypes,
  formatFileSize,
  uploadProblem,
} from '../../../shared/storage/buckets';
import { publicObjectPath, uploadObjectName } from '../../../shared/storage/urls';
import { loadSupabase } from '../../lib/supabase';

export interface CoverFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

const RULES = PRODUCT_BUCKETS[PROJECT_IMAGES_BUCKET];
const HINT = `${describeMimeTypes(RULES.allowedMimeTypes)}, up to ${formatFileSize(RULES.fileSizeLimit)}.`;

/** The server's refusal (Supabase's statusCode) in words for the creator. */
function refusalMessage(error: { statusCode?: string; message: string }): string {
  switch (error.statusCode) {
    case '413':
      return `That image is too large: the limit is ${formatFileSize(RULES.fileSizeLimit)}.`;
    case '415':
      return `That file is not a ${describeMimeTypes(RULES.allowedMimeTypes)} image.`;
    case '403':
      return 'Only the creator of this project can change its cover.';
    default:
      return `The cover could not be uploaded: ${error.message}`;
  }
}

/**
 * The project's cover: one of the app's covers, or (once the draft exists, on the edit
 * page) an image the creator uploads to the project-images bucket under the project's
 * id. Type and size are checked here and again on the server; a refusal says why.
 */
export function CoverField({ value, error, onChange }: CoverFieldProps) {
  const projectId = useParams().id;
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = COVER_IMAGES.some((cover) => cover.src === value);

  async function upload(file: File) {
    if (!projectId) return;
    const refused = uploadProblem(PROJECT_IMAGES_BUCKET, file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const supabase = await loadSupabase();
      const name = uploadObjectName(projectId, file.type, crypto.randomUUID());
      const { data, error: failure } = await supabase.storage
        .from(PROJECT_IMAGES_BUCKET)
        .upload(name, file, { contentType: file.type });
      if (failure) setProblem(refusalMessage(failure as { statusCode?: string; message: string }));
      else onChange(publicObjectPath(PROJECT_IMAGES_BUCKET, data.path));
    } catch {
      setProblem('The cover could not be uploaded. Check your connection and try again.');
    } finally {
      setUploading(false);
    }
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
            <input
              ref={inputRef}
              type="file"
              hidden
              accept={RULES.allowedMimeTypes.join(',')}
              aria-label="Cover image file"
              data-testid="cover-file-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
            <Button
              variant="outline"
              size="sm"
              loading={uploading}
              loadingText="Uploading…"
              aria-describedby={hintId}
              onClick={() => inputRef.current?.click()}
            >
              Upload a cover image
            </Button>
            <Text id={hintId} fontSize="sm" color="fg.muted">
              {HINT}
            </Text>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Save the draft to upload your own cover ({HINT.slice(0, -1)}).
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

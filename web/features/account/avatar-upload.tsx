import { useId, useState } from 'react';
import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import {
  AVATARS_BUCKET,
  PRODUCT_BUCKETS,
  describeMimeTypes,
  formatFileSize,
  uploadProblem,
} from '../../../shared/storage/buckets';
import { publicObjectPath, uploadObjectName } from '../../../shared/storage/urls';
import { loadSupabase } from '../../lib/supabase';
import { FileUploadButton } from '../../components/file-upload-button';

export interface AvatarUploadProps {
  userId: string;
  /** The current avatar URL (the profile's avatar_url), or null. */
  avatarUrl: string | null;
  /** Shown in the fallback when there is no avatar. */
  initial: string;
  /** Called with the new avatar URL once it is stored and saved on the profile. */
  onUploaded?: (avatarUrl: string) => void;
}

const RULES = PRODUCT_BUCKETS[AVATARS_BUCKET];
const HINT = `${describeMimeTypes(RULES.allowedMimeTypes)}, up to ${formatFileSize(RULES.fileSizeLimit)}.`;

function refusalMessage(error: { statusCode?: string; message: string }): string {
  if (error.statusCode === '413') {
    return `That image is too large: the limit is ${formatFileSize(RULES.fileSizeLimit)}.`;
  }
  if (error.statusCode === '415') {
    return `That file is not a ${describeMimeTypes(RULES.allowedMimeTypes)} image.`;
  }
  return `The avatar could not be saved: ${error.message}`;
}

/**
 * Uploads an avatar to the avatars bucket under the user's id (only they may write
 * there), then saves its same-origin public URL as the profile's avatar_url. Type and
 * size are checked before sending and again on the server; a refusal says why.
 */
export function AvatarUpload({ userId, avatarUrl, initial, onUploaded }: AvatarUploadProps) {
  const hintId = useId();
  const [current, setCurrent] = useState(avatarUrl);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function upload(file: File) {
    const refused = uploadProblem(AVATARS_BUCKET, file);
    setSaved(false);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      const supabase = await loadSupabase();
      const name = uploadObjectName(userId, file.type, crypto.randomUUID());
      const stored = await supabase.storage
        .from(AVATARS_BUCKET)
        .upload(name, file, { contentType: file.type });
      if (stored.error) {
        setProblem(refusalMessage(stored.error as { statusCode?: string; message: string }));
        return;
      }
      const url = publicObjectPath(AVATARS_BUCKET, stored.data.path);
      const { error } = await supabase
        .from('profiles')
        .update({ avatar_url: url })
        .eq('id', userId);
      if (error) {
        setProblem(`The avatar could not be saved: ${error.message}`);
        return;
      }
      setCurrent(url);
      setSaved(true);
      onUploaded?.(url);
    } catch {
      setProblem('The avatar could not be uploaded. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack gap="4" align="center">
      <Avatar.Root size="xl" colorPalette="blue">
        <Avatar.Fallback aria-hidden="true">{initial}</Avatar.Fallback>
        {current && <Avatar.Image src={current} alt="Your avatar" />}
      </Avatar.Root>
      <Stack gap="1">
        <FileUploadButton
          accept={RULES.allowedMimeTypes}
          inputLabel="Avatar image file"
          inputTestId="avatar-file-input"
          onFile={(file) => void upload(file)}
          uploading={busy}
          describedBy={hintId}
          alignSelf="start"
        >
          {current ? 'Change avatar' : 'Upload an avatar'}
        </FileUploadButton>
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {HINT}
        </Text>
        {problem && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {problem}
          </Text>
        )}
        {saved && (
          <Text role="status" fontSize="sm" color="fg.success">
            Avatar saved.
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

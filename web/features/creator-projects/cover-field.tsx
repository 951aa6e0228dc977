import { Field, Image, NativeSelect, Stack } from '@chakra-ui/react';
import { COVER_IMAGES } from '../../../shared/schemas/project-draft';

export interface CoverFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** Picks one of the app's covers (a project created elsewhere keeps its own as an option). */
export function CoverField({ value, error, onChange }: CoverFieldProps) {
  const offered = COVER_IMAGES.some((cover) => cover.src === value);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Cover image</Field.Label>
      <Stack gap="3" w="full">
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field
            name="coverImage"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          >
            {!offered && value && <option value={value}>Current cover</option>}
            {COVER_IMAGES.map((cover) => (
              <option key={cover.src} value={cover.src}>
                {cover.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
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
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

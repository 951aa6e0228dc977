import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { Button, Field, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MAX_GALLERY_IMAGES } from '../../../shared/schemas/project-media';
import {
  PROJECT_IMAGE_HINT,
  PROJECT_IMAGE_RULES,
  uploadProjectImage,
} from './upload-project-image';
import { FileUploadButton } from '../../components/file-upload-button';

export interface GalleryFieldProps {
  images: readonly string[];
  /** Field errors keyed as the shared schema words them: `gallery` or `gallery.<n>`. */
  errors: Partial<Record<string, string>>;
  onChange: (images: string[]) => void;
}

/**
 * Screenshots shown on the project's Overview tab: uploaded one at a time to the
 * project-images bucket (the draft must exist: its id is the folder), at most
 * MAX_GALLERY_IMAGES, each removable.
 */
export function GalleryField({ images, errors, onChange }: GalleryFieldProps) {
  const projectId = useParams().id;
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const full = images.length >= MAX_GALLERY_IMAGES;
  const error =
    errors.gallery ??
    images.map((_, index) => errors[`gallery.${index}`]).find((message) => message);

  async function upload(file: File) {
    if (!projectId) return;
    setProblem(null);
    setUploading(true);
    const result = await uploadProjectImage(projectId, file);
    setUploading(false);
    if ('problem' in result) setProblem(result.problem);
    else onChange([...images, result.url]);
  }

  return (
    <Field.Root invalid={Boolean(error || problem)}>
      <Field.Label>Gallery images</Field.Label>
      <Stack gap="3" w="full">
        {images.length > 0 && (
          <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="3" listStyleType="none">
            {images.map((src, index) => (
              <Stack as="li" key={src} gap="1">
                <Image
                  src={src}
                  alt={`Gallery image ${index + 1} of ${images.length}`}
                  aspectRatio="8 / 5"
                  objectFit="cover"
                  rounded="md"
                />
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => {
                    setProblem(null);
                    onChange(images.filter((image) => image !== src));
                  }}
                >
                  Remove image {index + 1}
                </Button>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        {projectId ? (
          <HStack gap="3" wrap="wrap">
            <FileUploadButton
              accept={PROJECT_IMAGE_RULES.allowedMimeTypes}
              inputLabel="Gallery image file"
              inputTestId="gallery-file-input"
              onFile={(file) => void upload(file)}
              uploading={uploading}
              disabled={full}
              describedBy={hintId}
            >
              Add a gallery image
            </FileUploadButton>
            <Text id={hintId} fontSize="sm" color="fg.muted">
              {full
                ? `The gallery is full (${MAX_GALLERY_IMAGES} images): remove one to add another.`
                : `Up to ${MAX_GALLERY_IMAGES} images. ${PROJECT_IMAGE_HINT}`}
            </Text>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Save the draft to add gallery images (up to {MAX_GALLERY_IMAGES};{' '}
            {PROJECT_IMAGE_HINT.slice(0, -1)}).
          </Text>
        )}
      </Stack>
      <Field.ErrorText role={problem ? 'alert' : undefined}>{problem ?? error}</Field.ErrorText>
    </Field.Root>
  );
}

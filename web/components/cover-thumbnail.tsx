import { Image } from '@chakra-ui/react';

/**
 * A project's cover, small, shown whole: covers are wide (16:9) and often carry the
 * project's name, so a square crop of their middle showed cut words ("ync", "uMind").
 * The box has the covers' own shape and the image is contained in it, so a cover of any
 * other shape is letterboxed rather than cut.
 */
export function CoverThumbnail({ src, width }: { src: string; width: '16' | '20' }) {
  return (
    <Image
      src={src}
      alt=""
      w={width}
      aspectRatio="16 / 9"
      objectFit="contain"
      bg="bg.muted"
      rounded="md"
      flexShrink="0"
      loading="lazy"
      data-testid="cover-thumbnail"
    />
  );
}

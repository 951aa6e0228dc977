import { Image } from '@chakra-ui/react';

/**
 * A project's cover, small, shown whole: covers are wide (16:9, some 2:1) and often carry
 * the project's name, so a crop of their middle showed cut words ("ync", "uMind"). The box
 * has the covers' own shape and the image is contained in it, so a cover of any other
 * shape is letterboxed rather than cut. Every small cover of the app is this one
 * (tests/web/components/small-covers.test.tsx): a list's thumbnail (16, 20 or 24 units
 * wide) or a small card's top (`full`, as wide as its card).
 */
export function CoverThumbnail({
  src,
  width,
}: {
  src: string;
  width: '16' | '20' | '24' | 'full';
}) {
  const full = width === 'full';
  return (
    <Image
      src={src}
      alt=""
      w={width}
      aspectRatio="16 / 9"
      objectFit="contain"
      bg="bg.muted"
      // A card's top keeps the card's own corners.
      rounded={full ? undefined : 'md'}
      flexShrink="0"
      loading="lazy"
      data-testid="cover-thumbnail"
    />
  );
}

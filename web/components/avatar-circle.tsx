import { useEffect, useRef, useState } from 'react';
import { chakra, useSlotRecipe } from '@chakra-ui/react';

/** A name's initials as Chakra's Avatar.Fallback draws them: its first and last words'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`;
}

/**
 * A round avatar styled by Chakra's avatar recipe: the picture (`src`), or `initials` when
 * there is none or it cannot be shown. Chakra's Avatar runs a Zag machine only to follow
 * the picture's loading; the top bar of every page and the About page draw this one, so a
 * public page does not load that machine (with Zag's React runtime, about 6-8 KiB gzip).
 */
export function AvatarCircle({
  initials,
  src = null,
  size,
  initialsHidden = false,
}: {
  initials: string;
  src?: string | null;
  size: 'sm' | '2xl';
  /** The initials repeat a name shown beside them: hidden from assistive technology. */
  initialsHidden?: boolean;
}) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size });
  // The picture that could not be shown: a new `src` (a changed avatar) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== null && failedSrc === src;
  const image = useRef<HTMLImageElement>(null);
  // A picture that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const shown = image.current;
    if (shown?.complete && shown.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  return (
    <chakra.span css={styles.root} colorPalette="brand" data-scope="avatar" data-part="root">
      {src && !failed ? (
        <chakra.img
          ref={image}
          css={styles.image}
          src={src}
          alt=""
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <chakra.span css={styles.fallback} aria-hidden={initialsHidden || undefined}>
          {initials}
        </chakra.span>
      )}
    </chakra.span>
  );
}

import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router';

/**
 * A thin bar across the top of the window while the router loads the next screen. Every
 * screen is a lazy chunk, and a link click changes the URL only once the chunk has
 * arrived: on a slow connection or a busy device that can take a second or more, and
 * without this the click would seem to have done nothing. Fixed in place (it moves no
 * content) and absent while no navigation is pending, so a server-rendered page
 * hydrates unchanged. It fades in after a moment, so a quick navigation does not flash it.
 */
export function NavigationProgress() {
  const pending = useNavigation().state !== 'idle';
  if (!pending) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="fixed"
      insetInline="0"
      top="0"
      height="3px"
      zIndex="toast"
      overflow="hidden"
      pointerEvents="none"
      animation="fade-in 150ms ease-out 100ms both"
    >
      <Box
        position="absolute"
        height="full"
        minWidth="50%"
        bg="brand.solid"
        css={{ '--animate-from-x': '-50%', '--animate-to-x': '100%' }}
        animation="position 1s ease infinite"
      />
    </Box>
  );
}

import { Box, Code, Stack, Text } from '@chakra-ui/react';

/** A SAFE's full text in a scrollable, focusable region, with its SHA-256 below. */
export function SafeText({ text, sha256, label }: { text: string; sha256: string; label: string }) {
  return (
    <Stack gap="2">
      <Box
        as="pre"
        role="region"
        aria-label={label}
        tabIndex={0}
        whiteSpace="pre-wrap"
        fontFamily="mono"
        fontSize="sm"
        maxH="20rem"
        overflowY="auto"
        borderWidth="1px"
        rounded="md"
        p="4"
        bg="bg.muted"
      >
        {text}
      </Box>
      {/* The hash on a line of its own: nothing trails it when it wraps on a phone. */}
      <Stack gap="1" fontSize="sm">
        <Text>SHA-256 of this text:</Text>
        <Code display="block" wordBreak="break-all" whiteSpace="normal" data-testid="safe-sha256">
          {sha256}
        </Code>
      </Stack>
    </Stack>
  );
}

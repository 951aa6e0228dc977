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
      <Text fontSize="sm">
        SHA-256 of this text:{' '}
        <Code wordBreak="break-all" data-testid="safe-sha256">
          {sha256}
        </Code>
      </Text>
    </Stack>
  );
}

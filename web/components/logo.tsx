import { HStack, Text } from '@chakra-ui/react';

/** The LaunchFund mark: a rising bar chart in a rounded square, drawn inline (no request). */
function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2563eb" />
      <rect x="7" y="17" width="4" height="8" rx="1" fill="#fff" opacity="0.7" />
      <rect x="14" y="12" width="4" height="13" rx="1" fill="#fff" opacity="0.85" />
      <rect x="21" y="7" width="4" height="18" rx="1" fill="#fff" />
    </svg>
  );
}

/** Mark plus wordmark. The wrapping link supplies the accessible name. */
export function Logo() {
  return (
    <HStack gap="2">
      <LogoMark />
      <Text as="span" fontWeight="bold" fontSize="lg" color="fg">
        LaunchFund
      </Text>
    </HStack>
  );
}

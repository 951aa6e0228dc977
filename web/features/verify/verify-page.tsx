import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title';
import { VerifySafeForms } from './verify-safe-forms';

/** /verify: anyone checks whether LaunchFund issued a SAFE (docs/reporting-and-verification.md). */
export function VerifyPage() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle
        title="Verify a SAFE"
        description="Check whether LaunchFund issued a SAFE, from its text or its SHA-256."
      />
      <Stack gap="2" mb="10">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Verify a SAFE
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Every SAFE signed on LaunchFund has a fingerprint: the SHA-256 of its text, recorded when
          the investor signed. Paste a SAFE or its fingerprint to see whether we issued it, when,
          and for which offering.
        </Text>
      </Stack>
      <VerifySafeForms />
    </Container>
  );
}

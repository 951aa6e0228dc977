import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../../shared/routes';
import { LinkButton } from '../../components/link-button';
import { PageTitle } from '../../components/page-title';
import { FaqAccordion } from '../../features/public/faq-accordion';
import { FAQ_ITEMS } from '../../features/public/faq-items';

/** /faq: ten common questions about investing and raising on LaunchFund. */
export function FaqPage() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title="FAQ" />
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Frequently Asked Questions
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          How SAFEs, minimums, fees and the funding lifecycle work on LaunchFund.
        </Text>
      </Stack>
      <FaqAccordion items={FAQ_ITEMS} />
      <Stack gap="3" mt="12" p="6" borderWidth="1px" rounded="lg" bg="bg.subtle" align="start">
        <Heading as="h2" size="md">
          Still have questions?
        </Heading>
        <Text color="fg.muted">Our team answers every message within one business day.</Text>
        <LinkButton to={paths.contact} colorPalette="brand">
          Contact us
        </LinkButton>
      </Stack>
    </Container>
  );
}

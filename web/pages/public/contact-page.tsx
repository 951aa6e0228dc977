import { Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title';
import { ContactForm } from '../../features/contact/contact-form';
import { ContactInfo } from '../../features/contact/contact-info';
import { MapPlaceholder } from '../../features/contact/map-placeholder';

/** /contact: how to reach us, and a message form. */
export function ContactPage() {
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageTitle title="Contact" />
      <Stack gap="2" mb="10" maxW="3xl">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Contact us
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Questions about a project, a SAFE or your account? Write to us and a person on our team
          will answer within one business day.
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="12">
        <Stack gap="4">
          <Heading as="h2" size="lg">
            Send us a message
          </Heading>
          <ContactForm />
        </Stack>
        <Stack gap="8">
          <ContactInfo />
          <MapPlaceholder />
        </Stack>
      </Grid>
    </Container>
  );
}

import { Heading, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuMail } from '../../components/icons/mail';
import { LuMapPin } from '../../components/icons/map-pin';
import { LuPhone } from '../../components/icons/phone';
import { MAILBOXES, OFFICE, PHONE, SOCIAL_LINKS } from './contact-details';

/** Office address, support mailboxes, phone and social profiles. */
export function ContactInfo() {
  return (
    <Stack gap="8">
      <Stack as="address" fontStyle="normal" gap="1">
        <Heading as="h2" size="md" mb="2">
          <HStack as="span" gap="2">
            <LuMapPin aria-hidden="true" /> Office
          </HStack>
        </Heading>
        <Text>{OFFICE.name}</Text>
        <Text>{OFFICE.street}</Text>
        <Text>{OFFICE.city}</Text>
        <Text>{OFFICE.country}</Text>
        <Text color="fg.muted" fontSize="sm" mt="1">
          {OFFICE.hours}
        </Text>
      </Stack>
      <Stack gap="4">
        <Heading as="h2" size="md">
          <HStack as="span" gap="2">
            <LuMail aria-hidden="true" /> Email
          </HStack>
        </Heading>
        {MAILBOXES.map((box) => (
          <Stack key={box.email} gap="0">
            <Text fontWeight="medium">{box.label}</Text>
            <Link href={`mailto:${box.email}`} color="brand.fg">
              {box.email}
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {box.purpose}
            </Text>
          </Stack>
        ))}
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="md">
          <HStack as="span" gap="2">
            <LuPhone aria-hidden="true" /> Phone
          </HStack>
        </Heading>
        <Link href={PHONE.href} color="brand.fg">
          {PHONE.display}
        </Link>
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="md">
          Follow us
        </Heading>
        <HStack as="ul" gap="4" listStyleType="none" wrap="wrap">
          {SOCIAL_LINKS.map((social) => (
            <li key={social.href}>
              <Link href={social.href} target="_blank" rel="noopener noreferrer" color="brand.fg">
                {social.label}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Link>
            </li>
          ))}
        </HStack>
      </Stack>
    </Stack>
  );
}

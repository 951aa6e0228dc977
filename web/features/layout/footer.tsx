import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLinkBase } from 'react-router';
import { Link } from '@chakra-ui/react';
import { paths } from '../../../shared/routes';
import { Logo } from '../../components/logo';
import { RouterLink } from '../../components/router-link';
import { footerColumns } from '../../lib/site-links';

/** The site footer: every secondary page of the spec, grouped, plus the legal line. */
export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Container maxW="7xl" py="12">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="8">
          <Stack gap="3">
            <Link asChild aria-label="LaunchFund home" _hover={{ textDecoration: 'none' }}>
              <RouterLinkBase to={paths.home}>
                <Logo />
              </RouterLinkBase>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              The funding marketplace where SaaS founders raise from angel investors on standard
              SAFE agreements.
            </Text>
          </Stack>
          {footerColumns.map((column) => (
            <Box as="nav" key={column.heading} aria-label={column.heading}>
              <Heading as="h2" size="sm" mb="3">
                {column.heading}
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <RouterLink to={link.to} fontSize="sm" color="fg.muted">
                      {link.label}
                    </RouterLink>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted" mt="10">
          © {new Date().getFullYear()} LaunchFund, Inc. Investing in early-stage companies is risky:
          you can lose all of the money you invest. Read our{' '}
          <RouterLink to={paths.legal} color="fg.muted" textDecoration="underline">
            risk disclosure
          </RouterLink>
          .
        </Text>
      </Container>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Box, Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLinkBase } from 'react-router';
import { Logo } from '../../components/logo';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../../shared/routes';

/** The centred card every auth screen but signup uses: logo home, title, subtitle, body. */
export function AuthCard({
  title,
  pageTitle = title,
  subtitle,
  children,
}: {
  title: string;
  /** What the browser tab names the page, when it differs from the heading. */
  pageTitle?: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    // Top-aligned on phones: centred, the card moved while the browser was still reading
    // the page's HTML (its first paint showed the top half centred: a layout shift).
    <Flex
      as="main"
      minH="100vh"
      bg="bg.muted"
      px="4"
      py="12"
      justify="center"
      align={{ base: 'flex-start', md: 'center' }}
    >
      <PageTitle title={pageTitle} />
      <Stack gap="6" w="full" maxW="md">
        <Center>
          <RouterLinkBase to={paths.home} aria-label="LaunchFund home">
            <Logo />
          </RouterLinkBase>
        </Center>
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '6', md: '8' }} shadow="sm">
          <Stack gap="6">
            <Stack gap="1" textAlign="center">
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              {subtitle && <Text color="fg.muted">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
        </Box>
      </Stack>
    </Flex>
  );
}

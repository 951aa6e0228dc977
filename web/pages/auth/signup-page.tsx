import { useEffect } from 'react';
import { Box, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLinkBase, Navigate, useLocation, useSearchParams } from 'react-router';
import { parseSignupRole } from '../../../shared/schemas/signup';
import { paths } from '../../../shared/routes';
import { Logo } from '../../components/logo';
import { PageTitle } from '../../components/page-title';
import { useSignedInRole } from '../../lib/session';
import { OAuthButtons } from '../../features/auth/oauth-buttons';
import { SignupForm } from '../../features/auth/signup-form';
import { afterSignInPath, rememberReturnTo } from '../../features/auth/redirect-target';
import { useResultErrorToast } from '../../features/auth/use-result-error-toast';

/**
 * /signup (docs/product.md#signup): the form beside a testimonial; `?role=` preselects
 * the role, `?next=` is the page to return to once the account is confirmed.
 */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const initialRole = parseSignupRole(searchParams.get('role'));
  const next = searchParams.get('next') ?? undefined;
  // The confirmation link opens /login without `?next=`: remember the page in this browser.
  useEffect(() => rememberReturnTo(next), [next]);
  // The form the browser sent itself came back refused (#error=…, web/features/auth/signup-form.tsx).
  useResultErrorToast(useLocation().hash);
  // Only an auto-confirming server signs a new user straight in; send them home then.
  const signedInRole = useSignedInRole();
  if (signedInRole !== undefined) {
    return <Navigate to={afterSignInPath(signedInRole, next)} replace />;
  }

  return (
    <Flex as="main" minH="100vh">
      <PageTitle title="Sign up" />
      {/* Top-aligned on phones: centred, the form moved while the browser was still reading
          the page's HTML (the first paint showed its top half centred: a layout shift). */}
      <Flex
        flex="1"
        align={{ base: 'flex-start', md: 'center' }}
        justify="center"
        px={{ base: '4', md: '12' }}
        py="12"
      >
        <Stack gap="6" w="full" maxW="md">
          <RouterLinkBase to={paths.home} aria-label="LaunchFund home">
            <Logo />
          </RouterLinkBase>
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Create your account
            </Heading>
            <Text color="fg.muted">Join LaunchFund to invest in or raise funds for SaaS.</Text>
          </Stack>
          <SignupForm initialRole={initialRole} next={next} />
          <OAuthButtons />
        </Stack>
      </Flex>
      <Box
        as="aside"
        aria-label="What founders say"
        flex="1"
        position="relative"
        display={{ base: 'none', lg: 'block' }}
        bg="blue.900"
      >
        <Image
          src="/images/auth/testimonial.svg"
          alt=""
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
        />
        <Stack position="absolute" insetX="12" bottom="12" gap="3" color="white">
          <Text as="blockquote" fontSize="xl" fontWeight="medium">
            “LaunchFund connected us with angel investors who understood SaaS. We closed our seed
            round in six weeks.”
          </Text>
          <Text fontSize="sm" opacity="0.85">
            Sarah Chen, Founder of CloudMetrics
          </Text>
        </Stack>
      </Box>
    </Flex>
  );
}

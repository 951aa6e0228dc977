import { useEffect, type ReactNode } from 'react';
import { Box, Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';
import { dashboardPathFor, paths } from '../../shared/routes';
import { Logo } from '../components/logo';
import { PageTitle } from '../components/page-title';
import { isChunkLoadError } from '../lib/chunk-load-error';
import { useSessionUser } from '../lib/session';

/**
 * A full browser navigation to the current URL: it fetches the current HTML, which names
 * the current chunk files (after a deploy, the old ones are gone). Only on the visitor's
 * click: never by itself, so a chunk that keeps failing cannot start a reload loop.
 */
function reloadPage() {
  window.location.reload();
}

/** The screen's main way out: the page again, from the server. */
function ReloadPageButton() {
  return (
    <Button colorPalette="brand" onClick={reloadPage}>
      Reload page
    </Button>
  );
}

/**
 * A link that loads its page afresh (a plain <a>, not the router's): after a failure the
 * app in memory may be stale (a new version of the site is out) or broken.
 */
function FreshPageLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline">
      <a href={href}>{children}</a>
    </Button>
  );
}

/**
 * What a route shows instead of its page when the page's code could not be downloaded,
 * or when it threw while rendering (docs/architecture.md#load-failures). On the pages
 * inside a layout it renders in the layout's place for the page, so the top bar and
 * footer (or the dashboard shell) stay. The error itself goes to the console only.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const user = useSessionUser();
  useEffect(() => {
    console.error('The page could not be shown:', error);
  }, [error]);

  const home = user ? dashboardPathFor(user.role) : paths.home;
  const homeLabel = user ? 'Go to your dashboard' : 'Go to the home page';

  if (isChunkLoadError(error)) {
    return (
      <ErrorMessage
        title="This page could not be loaded"
        text="Your connection may have dropped, or a new version of the site came out while you had it open. Reloading the page usually fixes it."
      >
        <ReloadPageButton />
      </ErrorMessage>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorMessage
        title="Page not found"
        text="The page you are looking for does not exist or has moved."
      >
        <FreshPageLink href={home}>{homeLabel}</FreshPageLink>
      </ErrorMessage>
    );
  }
  return (
    <ErrorMessage
      title="Something went wrong"
      text="This page ran into a problem. Reload it to try again. If it keeps happening, start again from the home page, or tell us what you were doing."
    >
      <ReloadPageButton />
      <FreshPageLink href={home}>{homeLabel}</FreshPageLink>
      <Link href={paths.contact} color="brand.fg">
        Contact us
      </Link>
    </ErrorMessage>
  );
}

function ErrorMessage({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} textAlign="center">
      <PageTitle title={title} />
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align="center" justify="center">
          {children}
        </Stack>
      </Stack>
    </Container>
  );
}

/**
 * For the routes with no layout around them (the root, as the last resort, the sign-in
 * pages, a dashboard's guard): the message under the logo, which links home.
 */
export function StandaloneErrorScreen() {
  return (
    <Box minH="100dvh">
      <Box as="header" px={{ base: '4', md: '8' }} py="4" borderBottomWidth="1px">
        <a href={paths.home} aria-label="LaunchFund home">
          <Logo />
        </a>
      </Box>
      <Box as="main">
        <RouteErrorScreen />
      </Box>
    </Box>
  );
}

/**
 * The pages of a layout under one pathless route that holds the error screen, so that it
 * renders in the layout's outlet. Not on each page's own route: react-router renders a
 * route whose `lazy` failed as still loading (it stops the tree above it), so that route's
 * own ErrorBoundary would never show; the error goes up to this route, which has no `lazy`.
 */
export function pagesWithErrorScreen(pages: RouteObject[]): RouteObject {
  return { ErrorBoundary: RouteErrorScreen, children: pages };
}

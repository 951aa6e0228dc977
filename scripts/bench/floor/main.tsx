// The bench's floor: the smallest page built on the same stack as the app (React,
// react-router's data router, Chakra UI with its default system), built with the same
// Vite tooling and doing the same kinds of first interaction the app's pages offer (a
// disclosure, tabs, a filtered list, a dialog, a popover, a link to another route, a form
// submit). The app's JavaScript is budgeted against this page's, and a first interaction
// that misses its budget is held to this page's interaction of the same kind.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Link as RouterLink, createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import {
  Box,
  Button,
  ChakraProvider,
  Collapsible,
  Dialog,
  Heading,
  Input,
  Link,
  Popover,
  Portal,
  Stack,
  Tabs,
  Text,
  defaultSystem,
} from '@chakra-ui/react';

const ITEMS = ['Alpha', 'Beta', 'Gamma', 'Delta'];

function Page() {
  const [query, setQuery] = useState('');
  const [sending, setSending] = useState(false);
  const shown = ITEMS.filter((item) => item.toLowerCase().includes(query.toLowerCase()));
  return (
    <Box as="main" p="8">
      <Stack gap="6" align="flex-start">
        <Heading as="h1">Floor page</Heading>
        <Collapsible.Root>
          <Collapsible.Trigger asChild>
            <Button variant="outline">Show more</Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Text>More floor text</Text>
          </Collapsible.Content>
        </Collapsible.Root>
        <Tabs.Root defaultValue="first">
          <Tabs.List>
            <Tabs.Trigger value="first">First</Tabs.Trigger>
            <Tabs.Trigger value="second">Second</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="first">First panel</Tabs.Content>
          <Tabs.Content value="second">Second panel</Tabs.Content>
        </Tabs.Root>
        <Input
          type="search"
          aria-label="Search items"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {shown.length > 0 ? (
          <Stack as="ul">
            {shown.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Stack>
        ) : (
          <Text>No items found</Text>
        )}
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button>Open dialog</Button>
          </Dialog.Trigger>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>Floor dialog</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>A dialog of the floor page.</Dialog.Body>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
        <Popover.Root>
          <Popover.Trigger asChild>
            <Button variant="ghost">Open popover</Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content>
                <Popover.Body>
                  <Popover.Title>Floor popover</Popover.Title>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
        <form
          aria-label="Floor form"
          onSubmit={(event) => {
            event.preventDefault();
            setSending(true);
          }}
        >
          <Button type="submit" loading={sending} loadingText="Sending...">
            Send
          </Button>
        </form>
        <Link asChild>
          <RouterLink to="/next">Next page</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}

function NextPage() {
  return (
    <Box as="main" p="8">
      <Heading as="h1">Next page</Heading>
    </Box>
  );
}

const router = createBrowserRouter([
  { path: '/next', Component: NextPage },
  { path: '*', Component: Page },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>
  </StrictMode>,
);

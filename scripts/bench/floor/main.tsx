// The bench's floor: the smallest page built on the same stack as the app (React,
// react-router's data router, Chakra UI with its default system), built with the same
// Vite tooling. The app's first-load JavaScript is budgeted against this page's.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Box, Button, ChakraProvider, Heading, Text, defaultSystem } from '@chakra-ui/react';

function Page() {
  return (
    <Box as="main" p="8">
      <Heading as="h1">Floor page</Heading>
      <Text>React, react-router and Chakra UI, nothing else.</Text>
      <Button>Do nothing</Button>
    </Box>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Page }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>
  </StrictMode>,
);

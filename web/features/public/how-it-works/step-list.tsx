import { Circle, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Step } from './steps';

/** A numbered list of steps. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <Stack as="ol" gap="6" listStyleType="none">
      {steps.map((step, index) => (
        <HStack as="li" key={step.title} align="start" gap="4">
          <Circle
            size="9"
            bg="brand.solid"
            color="brand.contrast"
            fontWeight="bold"
            flexShrink={0}
            aria-hidden="true"
          >
            {index + 1}
          </Circle>
          <Stack gap="1">
            <Heading as="h3" size="md">
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.text}</Text>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ChecklistItem } from '../../../../shared/disclosures/api';
import { DISCLOSURE_PART_LABELS } from '../../../../shared/disclosures/schema';

/** Each part complete or, in words, what is still missing before a submission. */
export function DisclosuresChecklist({ checklist }: { checklist: readonly ChecklistItem[] }) {
  return (
    <List.Root variant="plain" gap="2" aria-label="Disclosures checklist">
      {checklist.map((item) => (
        <List.Item key={item.part} display="block">
          <Stack gap="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{DISCLOSURE_PART_LABELS[item.part]}</Text>
              <Badge colorPalette={item.complete ? 'green' : 'orange'}>
                {item.complete ? 'Complete' : 'Missing'}
              </Badge>
            </HStack>
            {item.problem && <Text fontSize="sm">{item.problem}</Text>}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}

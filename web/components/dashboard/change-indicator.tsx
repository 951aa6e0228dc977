import { HStack, Icon, Text } from '@chakra-ui/react';
import { LuMinus } from '../icons/minus';
import { LuTrendingDown } from '../icons/trending-down';
import { LuTrendingUp } from '../icons/trending-up';
import { formatPercent } from '../../../shared/format';

/**
 * A change versus last month, shown as a direction in words, an arrow and a colour, so a
 * decrease reads as one without relying on colour: 'Down 2.1% vs last month'.
 */
export function ChangeIndicator({ changePercent }: { changePercent: number }) {
  const direction = changePercent > 0 ? 'up' : changePercent < 0 ? 'down' : 'flat';
  const magnitude = formatPercent(Math.abs(changePercent));
  const look = {
    up: { icon: LuTrendingUp, color: 'green.700', words: `Up ${magnitude}` },
    down: { icon: LuTrendingDown, color: 'red.700', words: `Down ${magnitude}` },
    flat: { icon: LuMinus, color: 'fg.muted', words: 'No change' },
  }[direction];
  return (
    <HStack gap="1" fontSize="sm" flexWrap="wrap" data-direction={direction}>
      <Icon as={look.icon} color={look.color} boxSize="4" aria-hidden="true" />
      <Text as="span" color={look.color} fontWeight="semibold" whiteSpace="nowrap">
        {look.words}
      </Text>
      <Text as="span" color="fg.muted" whiteSpace="nowrap">
        vs last month
      </Text>
    </HStack>
  );
}

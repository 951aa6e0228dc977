import { Container, SimpleGrid, Stat } from '@chakra-ui/react';
import { LANDING_STATS } from '../../../../shared/constants';

const stats = [
  { value: LANDING_STATS.raised, label: 'raised' },
  { value: LANDING_STATS.fundedProjects, label: 'funded projects' },
  { value: LANDING_STATS.angelInvestors, label: 'angel investors' },
  { value: LANDING_STATS.activePercent, label: 'of projects still active' },
];

/** The landing page's claims (docs/product.md#landing-claims), one figure per cell. */
export function StatsStrip() {
  return (
    <Container as="section" aria-label="LaunchFund in numbers" maxW="7xl" py="12">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="6">
        {stats.map((stat) => (
          // dt must precede dd in the markup; the figure is shown above its label.
          <Stat.Root
            key={stat.label}
            display="flex"
            flexDirection="column-reverse"
            alignItems="center"
            textAlign="center"
          >
            <Stat.Label color="fg.muted">{stat.label}</Stat.Label>
            <Stat.ValueText fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
              {stat.value}
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </Container>
  );
}

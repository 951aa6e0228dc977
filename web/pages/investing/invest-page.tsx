import { useParams } from 'react-router';
import { Container } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title';
import { InvestFlow } from '../../features/investing/invest/invest-flow';

/** /project/:slug/invest: commit to a live offering and sign its SAFE (investors only). */
export function InvestPage() {
  const { slug = '' } = useParams();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title="Invest" />
      <InvestFlow key={slug} slug={slug} />
    </Container>
  );
}

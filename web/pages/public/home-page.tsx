import { HydrationPart } from '../../components/hydration-part';
import { PageTitle } from '../../components/page-title';
import { CallToAction } from '../../features/public/home/call-to-action';
import { FeaturedProjects } from '../../features/projects/featured-projects';
import { Hero } from '../../features/public/home/hero';
import { HomeSteps } from '../../features/public/home/home-steps';
import { StatsStrip } from '../../features/public/home/stats-strip';

/**
 * /: the landing page (docs/product.md#home). The hero is hydrated with the frame, its
 * buttons the first a visitor reaches; each section below is a part hydrated on its own.
 */
export function HomePage() {
  return (
    <>
      <PageTitle />
      <Hero />
      <HydrationPart>
        <StatsStrip />
      </HydrationPart>
      <HydrationPart>
        <FeaturedProjects />
      </HydrationPart>
      <HydrationPart>
        <HomeSteps />
      </HydrationPart>
      <HydrationPart>
        <CallToAction />
      </HydrationPart>
    </>
  );
}

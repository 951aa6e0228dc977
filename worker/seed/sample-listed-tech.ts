/** Listed sample projects: Developer Tools and Artificial Intelligence. */
import { DEMO_USERS, CREATORS } from './sample-users';
import type { SampleProject } from './sample-types';

const [, demoCreator] = DEMO_USERS;
if (!demoCreator) throw new Error('the demo creator is missing from DEMO_USERS');

export const LISTED_TECH_PROJECTS: SampleProject[] = [
  {
    n: 1,
    slug: 'devpipeline',
    title: 'DevPipeline',
    tagline: 'CI/CD pipelines that configure themselves',
    description:
      'DevPipeline reads your repository, detects the stack and writes a fast, cached build and deploy pipeline in minutes. Teams keep full control through plain YAML, while flaky steps are spotted and quarantined automatically.',
    category: 'Developer Tools',
    fundingGoal: 150_000,
    equity: 10,
    minimumInvestment: 500,
    creator: demoCreator,
    outcome: 'active',
    featured: true,
    website: 'https://devpipeline.example.com',
    location: 'Austin, TX',
    incorporationState: 'Delaware',
    incorporationYear: '2021',
    team: [
      {
        name: 'Jordan Lee',
        role: 'CEO & Co-founder',
        bio: 'Former platform lead who scaled CI for 400 engineers.',
      },
      {
        name: 'Rosa Alvarez',
        role: 'CTO',
        bio: 'Build-systems engineer; maintainer of two caching tools.',
      },
    ],
    updates: [
      {
        title: 'Monorepo support is live',
        content: 'Pipelines now split work per package and reuse caches across branches.',
        daysAgo: 9,
      },
      {
        title: 'First 100 teams',
        content: 'We crossed 100 paying teams this month, with 38% month-over-month growth.',
        daysAgo: 30,
      },
    ],
    galleryCount: 3,
    draftedDaysAgo: 75,
    reviewDays: 4,
    endsInDays: 45,
    raisedShare: 0.45,
  },
  {
    n: 2,
    slug: 'schemasafe',
    title: 'SchemaSafe',
    tagline: 'Database migrations reviewed before they ship',
    description:
      'SchemaSafe checks every migration in a pull request against a copy of production statistics and flags locks, slow backfills and breaking changes. It comments with a safe rewrite, so releases stop waiting for the one person who knows the database.',
    category: 'Developer Tools',
    fundingGoal: 120_000,
    equity: 8,
    minimumInvestment: 1_000,
    creator: CREATORS.maya,
    outcome: 'active',
    website: 'https://schemasafe.example.com',
    location: 'San Francisco, CA',
    incorporationState: 'Delaware',
    incorporationYear: '2022',
    team: [
      {
        name: 'Maya Chen',
        role: 'Founder & CEO',
        bio: 'Ten years as a database reliability engineer.',
      },
      {
        name: 'Theo Grant',
        role: 'Founding Engineer',
        bio: 'Postgres contributor and query-planner nerd.',
      },
    ],
    updates: [
      {
        title: 'MySQL support',
        content: 'SchemaSafe now analyses MySQL 8 migrations as well as Postgres.',
        daysAgo: 12,
      },
    ],
    galleryCount: 2,
    draftedDaysAgo: 26,
    reviewDays: 3,
    endsInDays: 60,
    raisedShare: 0.3,
  },
  {
    n: 3,
    slug: 'insightlens-ai',
    title: 'InsightLens AI',
    tagline: 'Customer-interview analysis with AI',
    description:
      'InsightLens AI turns hours of customer interviews into tagged themes, quotes and opportunity scores. Product teams search every conversation they have ever had and share evidence-backed insights in one click.',
    category: 'Artificial Intelligence',
    fundingGoal: 200_000,
    equity: 12,
    minimumInvestment: 1_000,
    creator: CREATORS.omar,
    outcome: 'active',
    featured: true,
    website: 'https://insightlens.example.com',
    location: 'New York, NY',
    incorporationState: 'New York',
    incorporationYear: '2020',
    team: [
      { name: 'Omar Haddad', role: 'CEO', bio: 'Led user research at two B2B unicorns.' },
      { name: 'Lin Zhou', role: 'Head of ML', bio: 'Speech and language models researcher.' },
      {
        name: 'Kate Murphy',
        role: 'Head of Design',
        bio: 'Designs tools researchers actually enjoy.',
      },
    ],
    updates: [
      {
        title: 'Zoom and Teams integrations',
        content: 'Interviews are now imported automatically after each call.',
        daysAgo: 6,
      },
      {
        title: 'SOC 2 Type I complete',
        content: 'Our first audit is done; Type II is under way.',
        daysAgo: 40,
      },
    ],
    galleryCount: 3,
    draftedDaysAgo: 90,
    reviewDays: 5,
    endsInDays: 30,
    raisedShare: 0.62,
  },
  {
    n: 4,
    slug: 'documind',
    title: 'DocuMind',
    tagline: 'AI answers from your company documentation',
    description:
      'DocuMind connects to your wikis, drives and tickets and answers questions with cited sources, respecting every permission. Support and onboarding teams cut time-to-answer from hours to seconds.',
    category: 'Artificial Intelligence',
    fundingGoal: 175_000,
    equity: 11,
    minimumInvestment: 750,
    creator: CREATORS.sofia,
    outcome: 'active',
    website: 'https://documind.example.com',
    location: 'Berlin, Germany',
    incorporationState: 'Delaware',
    incorporationYear: '2023',
    team: [
      {
        name: 'Sofia Rossi',
        role: 'CEO & Co-founder',
        bio: 'Built enterprise search at a large SaaS company.',
      },
      {
        name: 'Jonas Weber',
        role: 'CTO & Co-founder',
        bio: 'Retrieval systems and security engineering.',
      },
    ],
    updates: [
      {
        title: 'Permission-aware answers',
        content: 'Answers now only cite documents the asker is allowed to open.',
        daysAgo: 15,
      },
    ],
    galleryCount: 2,
    draftedDaysAgo: 60,
    reviewDays: 4,
    endsInDays: 52,
    raisedShare: 0.38,
  },
];

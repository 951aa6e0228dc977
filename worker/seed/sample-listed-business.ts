/** Listed sample projects: Productivity, Finance, and Health & Fitness. */
import { DEMO_USERS, CREATORS } from './sample-users';
import type { SampleProject } from './sample-types';

const [, demoCreator] = DEMO_USERS;
if (!demoCreator) throw new Error('the demo creator is missing from DEMO_USERS');

export const LISTED_BUSINESS_PROJECTS: SampleProject[] = [
  {
    n: 5,
    slug: 'focusflow',
    title: 'FocusFlow',
    tagline: 'Team calendars that protect deep work',
    description:
      'FocusFlow finds the hours your team can protect for deep work and moves meetings around them, across time zones. Managers see focus time grow week over week without a single new meeting rule.',
    category: 'Productivity',
    fundingGoal: 100_000,
    equity: 7,
    minimumInvestment: 500,
    creator: demoCreator,
    outcome: 'active',
    website: 'https://focusflow.example.com',
    location: 'Austin, TX',
    team: [
      {
        name: 'Jordan Lee',
        role: 'CEO & Co-founder',
        bio: 'Former platform lead who scaled CI for 400 engineers.',
      },
      {
        name: 'Nina Park',
        role: 'Head of Product',
        bio: 'Previously product manager for a calendar app used by millions.',
      },
    ],
    updates: [
      {
        title: 'Google Calendar sync',
        content: 'Two-way sync with Google Calendar is in open beta.',
        daysAgo: 4,
      },
    ],
    galleryCount: 2,
    draftedDaysAgo: 20,
    reviewDays: 2,
    endsInDays: 68,
    raisedShare: 0.22,
  },
  {
    n: 6,
    slug: 'meetingminutes',
    title: 'MeetingMinutes',
    tagline: 'Automatic meeting notes and action items',
    description:
      'MeetingMinutes joins your calls, writes concise notes and sends every owner their action items with deadlines. Follow-ups are tracked until done, so decisions stop getting lost between meetings.',
    category: 'Productivity',
    fundingGoal: 130_000,
    equity: 9,
    minimumInvestment: 500,
    creator: CREATORS.liam,
    outcome: 'active',
    website: 'https://meetingminutes.example.com',
    location: 'Dublin, Ireland',
    team: [
      {
        name: "Liam O'Brien",
        role: 'Founder & CEO',
        bio: 'Second-time founder; first company acquired in 2021.',
      },
      {
        name: 'Aisling Byrne',
        role: 'Lead Engineer',
        bio: 'Real-time audio and transcription pipelines.',
      },
    ],
    updates: [
      {
        title: 'Slack summaries',
        content: 'Notes can now be posted to a Slack channel automatically.',
        daysAgo: 20,
      },
    ],
    galleryCount: 2,
    draftedDaysAgo: 110,
    reviewDays: 6,
    endsInDays: 21,
    raisedShare: 0.74,
  },
  {
    n: 7,
    slug: 'ledgerlite',
    title: 'LedgerLite',
    tagline: 'Bookkeeping on autopilot for small SaaS teams',
    description:
      'LedgerLite categorises transactions, reconciles Stripe payouts and closes the books every month with accountant-grade accuracy. Founders get a live P&L and runway without spreadsheets.',
    category: 'Finance',
    fundingGoal: 180_000,
    equity: 10,
    minimumInvestment: 1_000,
    creator: CREATORS.grace,
    outcome: 'active',
    featured: true,
    website: 'https://ledgerlite.example.com',
    location: 'Toronto, Canada',
    team: [
      {
        name: 'Grace Kim',
        role: 'CEO & Co-founder',
        bio: 'CPA who ran finance for three venture-backed startups.',
      },
      {
        name: 'Ben Carter',
        role: 'CTO & Co-founder',
        bio: 'Payments engineer, formerly at a card issuer.',
      },
    ],
    updates: [
      {
        title: 'Multi-currency books',
        content: 'LedgerLite now handles revenue in 24 currencies.',
        daysAgo: 8,
      },
      {
        title: 'Accountant portal',
        content: 'Accountants can review and approve closes directly.',
        daysAgo: 35,
      },
    ],
    galleryCount: 3,
    draftedDaysAgo: 100,
    reviewDays: 4,
    endsInDays: 38,
    raisedShare: 0.55,
  },
  {
    n: 8,
    slug: 'revenueradar',
    title: 'RevenueRadar',
    tagline: 'Subscription revenue forecasting you can trust',
    description:
      'RevenueRadar models churn, expansion and seasonality from your billing data to forecast MRR twelve months out. Finance teams run what-if scenarios for pricing and hiring in seconds.',
    category: 'Finance',
    fundingGoal: 160_000,
    equity: 9.5,
    minimumInvestment: 750,
    creator: CREATORS.daniel,
    outcome: 'active',
    website: 'https://revenueradar.example.com',
    location: 'London, UK',
    team: [
      { name: 'Daniel Okafor', role: 'Founder & CEO', bio: 'Quant turned SaaS finance lead.' },
      {
        name: 'Priya Menon',
        role: 'Data Scientist',
        bio: 'Forecasting and time-series specialist.',
      },
    ],
    updates: [
      {
        title: 'Chargebee connector',
        content: 'RevenueRadar now imports Chargebee subscriptions.',
        daysAgo: 10,
      },
    ],
    galleryCount: 2,
    draftedDaysAgo: 14,
    reviewDays: 3,
    endsInDays: 75,
    raisedShare: 0.12,
  },
  {
    n: 9,
    slug: 'fitsync',
    title: 'FitSync',
    tagline: 'One dashboard for every wearable',
    description:
      'FitSync merges data from watches, rings and scales into one coaching dashboard for trainers and their clients. Coaches spot overtraining and progress at a glance and message clients in context.',
    category: 'Health & Fitness',
    fundingGoal: 140_000,
    equity: 8,
    minimumInvestment: 500,
    creator: CREATORS.ava,
    outcome: 'active',
    featured: true,
    website: 'https://fitsync.example.com',
    location: 'Denver, CO',
    team: [
      {
        name: 'Ava Martinez',
        role: 'CEO',
        bio: 'Certified coach and former fitness-app product lead.',
      },
      {
        name: 'Kwame Mensah',
        role: 'CTO',
        bio: 'Health-data integrations and privacy engineering.',
      },
    ],
    updates: [
      {
        title: 'Oura and Whoop support',
        content: 'Sleep and recovery data now flow into client dashboards.',
        daysAgo: 5,
      },
    ],
    galleryCount: 3,
    draftedDaysAgo: 70,
    reviewDays: 5,
    endsInDays: 33,
    raisedShare: 0.48,
  },
  {
    n: 10,
    slug: 'mindfuldesk',
    title: 'MindfulDesk',
    tagline: 'Wellbeing check-ins for remote teams',
    description:
      'MindfulDesk runs one-minute anonymous check-ins in Slack and turns them into early signals of burnout for team leads. Suggested actions come with templates, so care becomes a habit rather than a survey.',
    category: 'Health & Fitness',
    fundingGoal: 110_000,
    equity: 7.5,
    minimumInvestment: 500,
    creator: CREATORS.noah,
    outcome: 'active',
    website: 'https://mindfuldesk.example.com',
    location: 'Portland, OR',
    team: [
      {
        name: 'Noah Williams',
        role: 'Founder & CEO',
        bio: 'Organisational psychologist and remote-work advocate.',
      },
      { name: 'Elif Yilmaz', role: 'Lead Engineer', bio: 'Builds privacy-first analytics.' },
    ],
    updates: [
      {
        title: 'Team health reports',
        content: 'Monthly reports now compare teams without exposing individuals.',
        daysAgo: 3,
      },
    ],
    galleryCount: 2,
    draftedDaysAgo: 24,
    reviewDays: 4,
    endsInDays: 57,
    raisedShare: 0.18,
  },
];

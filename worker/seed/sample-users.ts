/** The people of the sample world besides the three demo accounts. */
import type { Role } from '../../shared/constants';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { nameSlug, sampleId } from './sample-ids';

export interface SampleUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  joinedDaysAgo: number;
}

const person = (n: number, name: string, role: Role, joinedDaysAgo: number): SampleUser => ({
  id: sampleId('user', n),
  name,
  email: `${nameSlug(name).replace(/-/g, '.')}@example.com`,
  role,
  joinedDaysAgo,
});

export const DEMO_USERS: SampleUser[] = [
  { ...pick(DEMO_ACCOUNTS.admin), joinedDaysAgo: 182 },
  { ...pick(DEMO_ACCOUNTS.creator), joinedDaysAgo: 171 },
  { ...pick(DEMO_ACCOUNTS.investor), joinedDaysAgo: 166 },
];

function pick(account: { id: string; email: string; fullName: string; role: Role }) {
  return { id: account.id, email: account.email, name: account.fullName, role: account.role };
}

/** Creators of the other sample projects. */
export const CREATORS = {
  maya: person(1, 'Maya Chen', 'creator', 178),
  omar: person(2, 'Omar Haddad', 'creator', 175),
  sofia: person(3, 'Sofia Rossi', 'creator', 160),
  liam: person(4, "Liam O'Brien", 'creator', 150),
  grace: person(5, 'Grace Kim', 'creator', 176),
  daniel: person(6, 'Daniel Okafor', 'creator', 131),
  ava: person(7, 'Ava Martinez', 'creator', 155),
  noah: person(8, 'Noah Williams', 'creator', 96),
  lena: person(9, 'Lena Fischer', 'creator', 44),
  raj: person(10, 'Raj Patel', 'creator', 21),
};

/** Other angel investors; the later ones joined recently (month-over-month growth). */
export const INVESTORS: SampleUser[] = [
  person(20, 'Ethan Brooks', 'investor', 179),
  person(21, 'Chloe Dubois', 'investor', 173),
  person(22, 'Marcus Johnson', 'investor', 168),
  person(23, 'Isabella Costa', 'investor', 158),
  person(24, 'Hiro Tanaka', 'investor', 147),
  person(25, 'Amara Nwosu', 'investor', 139),
  person(26, 'Lucas Silva', 'investor', 127),
  person(27, 'Emma Johansson', 'investor', 112),
  person(28, 'Benjamin Cohen', 'investor', 101),
  person(29, 'Zara Ahmed', 'investor', 88),
  person(30, 'Oliver Bennett', 'investor', 74),
  person(31, 'Mia Novak', 'investor', 61),
  person(32, 'Samuel Reyes', 'investor', 47),
  person(33, 'Hannah Schmidt', 'investor', 33),
  person(34, 'Yusuf Demir', 'investor', 26),
  person(35, 'Nora Lindqvist', 'investor', 18),
  person(36, 'Caleb Wright', 'investor', 11),
  person(37, 'Priyanka Rao', 'investor', 6),
  person(38, 'Tomás García', 'investor', 3),
  person(39, 'Julia Kowalski', 'investor', 1),
];

export const ALL_SAMPLE_USERS: SampleUser[] = [
  ...DEMO_USERS,
  ...Object.values(CREATORS),
  ...INVESTORS,
];

import type { SeedClock } from './sample-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A clock anchored at `now` with a seeded generator (mulberry32), so a seed run on a
 * given day always produces the same amounts and spread.
 */
export function seedClock(now: Date, seed = 20_231_001): SeedClock {
  let state = seed >>> 0;
  return {
    now,
    ago: (days) => new Date(now.getTime() - Math.round(days * DAY_MS)).toISOString(),
    ahead: (days) => new Date(now.getTime() + Math.round(days * DAY_MS)).toISOString(),
    random() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    },
  };
}

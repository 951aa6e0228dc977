import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs` (a countdown's tick). */
export function useNow(intervalMs = 1_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** '2d 04h 13m 09s' from a number of milliseconds (0 and below: '0s'). */
export function formatCountdown(ms: number): string {
  if (ms <= 0) return '0s';
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days}d ${two(hours)}h ${two(minutes)}m ${two(seconds)}s`;
  if (hours > 0) return `${hours}h ${two(minutes)}m ${two(seconds)}s`;
  return `${minutes}m ${two(seconds)}s`;
}

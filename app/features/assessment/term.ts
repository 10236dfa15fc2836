// How long a certificate holds (issue 30, item 4): two years from the day it was issued, and a
// holder renews it by passing again in its last 90 days or after it has expired.

export const certificateYears = 2;
export const renewalWindowDays = 90;

/** When a certificate issued at `issuedAt` (ISO) stops holding: two calendar years later, UTC. */
export function validUntilOf(issuedAt: string): string {
  const until = new Date(issuedAt);
  until.setUTCFullYear(until.getUTCFullYear() + certificateYears);
  return until.toISOString();
}

export function isExpired(issuedAt: string, now: Date): boolean {
  return now.getTime() >= new Date(validUntilOf(issuedAt)).getTime();
}

/** Whether passing again at `now` renews the certificate: in its last 90 days, or after them. */
export function isRenewable(issuedAt: string, now: Date): boolean {
  const opens = new Date(validUntilOf(issuedAt)).getTime() - renewalWindowDays * 86_400_000;
  return now.getTime() >= opens;
}

// Mail a manager may send through the platform (receipts and messages together) per hour.
export const MANAGER_MAIL_LIMIT = 50;
export const MANAGER_MAIL_WINDOW_MS = 60 * 60 * 1000;

// A sliding window per account. Kept in this process: the check and the record happen in one
// synchronous step, so concurrent requests cannot slip past the limit together.
export function createMailLimiter({
  now,
  max = MANAGER_MAIL_LIMIT,
  windowMs = MANAGER_MAIL_WINDOW_MS,
}: {
  now: () => Date;
  max?: number;
  windowMs?: number;
}) {
  const sent = new Map<string, number[]>();
  return {
    take(key: string): boolean {
      const at = now().getTime();
      const recent = (sent.get(key) ?? []).filter((time) => time > at - windowMs && time <= at);
      const allowed = recent.length < max;
      if (allowed) recent.push(at);
      if (recent.length) sent.set(key, recent);
      else sent.delete(key);
      return allowed;
    },
  };
}

export type MailLimiter = ReturnType<typeof createMailLimiter>;

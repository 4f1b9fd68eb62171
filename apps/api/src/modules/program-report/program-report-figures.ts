import type { ProgramFiguresRecord, ProgramMonthRecord } from '@marketday/shared';

// Figures added up under several keys at once (a token, a token's month, a program, a program's month). Market
// days and vendors are sets, so a day or a vendor counted under two tokens of one program counts once there.

type Tally = {
  tokensDistributed: number;
  valueDistributedCents: number;
  tokensRedeemed: number;
  valueRedeemedCents: number;
  days: Set<string>;
  vendors: Set<string>;
};

export class FigureTallies {
  private readonly tallies = new Map<string, Tally>();

  private tally(key: string): Tally {
    let found = this.tallies.get(key);
    if (!found) {
      found = {
        tokensDistributed: 0,
        valueDistributedCents: 0,
        tokensRedeemed: 0,
        valueRedeemedCents: 0,
        days: new Set(),
        vendors: new Set(),
      };
      this.tallies.set(key, found);
    }
    return found;
  }

  redeemed(keys: string[], { date, count, valueCents }: { date: string; count: number; valueCents: number }) {
    for (const key of keys) {
      const t = this.tally(key);
      t.tokensRedeemed += count;
      t.valueRedeemedCents += valueCents;
      t.days.add(date);
    }
  }

  distributed(
    keys: string[],
    { date, count, valueCents }: { date: string; count: number; valueCents: number },
  ) {
    for (const key of keys) {
      const t = this.tally(key);
      t.tokensDistributed += count;
      t.valueDistributedCents += valueCents;
      t.days.add(date);
    }
  }

  vendor(keys: string[], vendorId: string) {
    for (const key of keys) this.tally(key).vendors.add(vendorId);
  }

  has(key: string): boolean {
    return this.tallies.has(key);
  }

  figures(key: string): ProgramFiguresRecord {
    const t = this.tallies.get(key);
    return {
      tokensDistributed: t?.tokensDistributed ?? 0,
      valueDistributedCents: t?.valueDistributedCents ?? 0,
      tokensRedeemed: t?.tokensRedeemed ?? 0,
      valueRedeemedCents: t?.valueRedeemedCents ?? 0,
      marketDays: t?.days.size ?? 0,
      vendors: t?.vendors.size ?? 0,
    };
  }

  /** The months tallied under `prefix` (keys `<prefix>|YYYY-MM`), oldest first. */
  months(prefix: string, months: readonly string[]): ProgramMonthRecord[] {
    return months
      .filter((month) => this.has(`${prefix}|${month}`))
      .map((month) => ({ month, ...this.figures(`${prefix}|${month}`) }));
  }
}

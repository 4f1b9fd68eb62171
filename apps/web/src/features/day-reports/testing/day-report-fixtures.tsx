import type { DayReport, DayReportCalculated, Token } from '@marketday/shared';
import { vi } from 'vitest';
import { api } from '@/lib/api-client';

export const MARKET_ID = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d';

export const SNAP: Token = {
  id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e',
  name: 'SNAP',
  per_dollar_value: 1,
  count: 50,
  visual_settings: null,
  program: 'OTHER',
  program_name: null,
  accepted_by: ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY'],
};

/** A day nobody has been marked on. */
export const NO_ATTENDANCE: DayReportCalculated['attendance'] = { present: 0, absent: 0, expected: 0 };

/** A night the info booth kept no token float for: the report counts its own tokens distributed. */
export const NO_FLOAT = {
  tokens_distributed: [],
  tokens_distributed_source: 'report',
  float_figures: null,
} satisfies Partial<DayReportCalculated>;

/** A saved report with none of the funders' figures counted. */
export const NO_FUNDER_FIGURES = {
  tokens_distributed_source: 'report',
  shopper_count: null,
  shopper_count_method: null,
  snap_transactions: null,
  snap_sales: null,
  incentive_transactions: null,
  incentive_sales: null,
  new_snap_customers: null,
} satisfies Partial<DayReport>;

export const NO_CALCULATED: DayReportCalculated = {
  transaction_income: 0,
  tokens_returned: [],
  custom_fields: [],
  attendance: NO_ATTENDANCE,
  ...NO_FLOAT,
};

type DayReportServer = {
  /** The night's figures from its checkouts (`…/calculated`). */
  calculated?: DayReportCalculated;
  /** The market's saved reports (`…/day-reports`). */
  reports?: DayReport[];
  /** The night's checkout context (any other GET). */
  context?: unknown;
};

/** Answers the GETs a day report screen makes; none saved and an empty night unless told otherwise. */
export function stubDayReportServer({
  calculated = NO_CALCULATED,
  reports = [],
  context = { market_tokens: [], vendors: [], checked_out: [] },
}: DayReportServer = {}) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url.endsWith('/calculated')) return { data: calculated };
    if (url.endsWith('/day-reports')) return { data: reports };
    return { data: context };
  });
}

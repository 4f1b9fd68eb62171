import {
  type ProgramRecord,
  type ProgramReportQuerySchema,
  type ProgramReportRecord,
  TOKEN_PROGRAMS,
  tokenProgramLabel,
} from '@marketday/shared';
import type { z } from 'zod';
import type { ManagerKey } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import {
  distributedPerDay,
  marketTokens,
  ownedMarketName,
  type ProgramReportFilter,
  type ProgramTokenRow,
  redeemedPerDay,
  redeemingVendors,
} from './program-report.repository';
import { FigureTallies } from './program-report-figures';

export type ParsedProgramReportQuery = z.output<typeof ProgramReportQuerySchema>;

// The report is built in cents; program-report.mapper.ts turns it into the API's dollars at the route.

// One program per program kind, and one per incentive program's name (two incentives are two funders).
const programKey = (token: ProgramTokenRow) => `program:${token.program}:${token.program_name ?? ''}`;
const tokenKey = (token: ProgramTokenRow) => `token:${token.id}`;
const monthOf = (date: string) => date.slice(0, 7);

function programOrder(a: ProgramRecord, b: ProgramRecord): number {
  const byKind = TOKEN_PROGRAMS.indexOf(a.program) - TOKEN_PROGRAMS.indexOf(b.program);
  return byKind || (a.programName ?? '').localeCompare(b.programName ?? '');
}

export async function buildProgramReport({
  db,
  managerId,
  query,
}: ManagerKey & {
  query: ParsedProgramReportQuery;
}): Promise<ProgramReportRecord> {
  const filter: ProgramReportFilter = {
    managerId,
    marketId: query.market_id,
    startDate: query.start_date,
    endDate: query.end_date,
  };
  // Another manager's market is not found, never an empty report of it.
  const marketName = await ownedMarketName(db, filter);
  if (marketName === null) throw notFound();
  const [tokens, redeemed, distributed, vendors] = await Promise.all([
    marketTokens(db, filter.marketId),
    redeemedPerDay(db, filter),
    distributedPerDay(db, filter),
    redeemingVendors(db, filter),
  ]);
  const byId = new Map(tokens.map((token) => [token.id, token]));
  const tallies = new FigureTallies();
  const months = new Set<string>();
  // Every figure of a token counts for the token, its program, and the month of each.
  const keysOf = (token: ProgramTokenRow, month: string) => {
    months.add(month);
    const keys = [tokenKey(token), programKey(token)];
    return [...keys, ...keys.map((key) => `${key}|${month}`)];
  };
  for (const row of redeemed) {
    const token = byId.get(row.token_id);
    if (!token) continue;
    const keys = keysOf(token, monthOf(row.market_date));
    tallies.redeemed(keys, { date: row.market_date, count: row.count, valueCents: row.value });
  }
  for (const row of distributed) {
    // A day report may name a token since erased (it had no checkouts); it belongs to no program.
    const token = byId.get(row.token_id);
    if (!token) continue;
    const valueCents = row.count * token.per_dollar_value_cents;
    const keys = keysOf(token, monthOf(row.market_date));
    tallies.distributed(keys, { date: row.market_date, count: row.count, valueCents });
  }
  for (const row of vendors) {
    const token = byId.get(row.token_id);
    if (token) tallies.vendor(keysOf(token, row.month), row.vendor_id);
  }
  const monthList = [...months].sort();

  const programs = new Map<string, ProgramRecord>();
  for (const token of tokens) {
    // A retired token is listed only when it has figures in the range; a live one always.
    if (token.is_retired && !tallies.has(tokenKey(token))) continue;
    const key = programKey(token);
    let program = programs.get(key);
    if (!program) {
      program = {
        program: token.program,
        programName: token.program_name,
        label: tokenProgramLabel(token),
        ...tallies.figures(key),
        tokens: [],
        months: tallies.months(key, monthList),
      };
      programs.set(key, program);
    }
    program.tokens.push({
      tokenId: token.id,
      name: token.name,
      perDollarValueCents: token.per_dollar_value_cents,
      isRetired: token.is_retired,
      ...tallies.figures(tokenKey(token)),
      months: tallies.months(tokenKey(token), monthList),
    });
  }
  return {
    query: { marketId: query.market_id, startDate: query.start_date, endDate: query.end_date },
    marketName,
    programs: [...programs.values()].sort(programOrder),
  };
}

import type {
  DayReport,
  DayReportInput,
  DayReportInputSchema,
  Token,
  TokenVisualSettings,
} from '@marketday/shared';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';

// What the form needs of a token; a token only known from a saved report has no visuals.
export type ReportToken = { id: string; name: string; visual_settings: TokenVisualSettings | null };

// The market's tokens, plus any token a saved report counted that the market no longer has,
// so re-saving an old report never drops its counts.
export function reportTokens({
  marketTokens,
  report,
}: {
  marketTokens: Token[] | undefined;
  report: DayReport | null | undefined;
}): ReportToken[] {
  const tokens: ReportToken[] = (marketTokens ?? []).map(({ id, name, visual_settings }) => ({
    id,
    name,
    visual_settings,
  }));
  for (const counted of report?.tokens_distributed ?? []) {
    if (!tokens.some((token) => token.id === counted.token_id)) {
      tokens.push({ id: counted.token_id, name: counted.name, visual_settings: null });
    }
  }
  return tokens;
}

export function dayReportDefaults({
  marketId,
  marketDate,
  report,
  tokens,
}: {
  marketId: string;
  marketDate: string;
  report: DayReport | null | undefined;
  tokens: ReportToken[];
}): DayReportInput {
  const countOf = (tokenId: string) =>
    report?.tokens_distributed.find((counted) => counted.token_id === tokenId)?.count ?? 0;
  return {
    market: marketId,
    date: report?.date ?? marketDate,
    name: report?.name ?? null,
    additional_income: report?.additional_income ?? 0,
    expenses: report?.expenses ?? 0,
    tokens_distributed: tokens.map((token) => ({ token_id: token.id, count: countOf(token.id) })),
    notes: report?.notes ?? '',
    custom_fields: report?.custom_fields ?? {},
  };
}

// The market's field names first, then any extra key an older report still carries.
export function customFieldNames({
  marketFields,
  report,
}: {
  marketFields: string[] | undefined;
  report: DayReport | null | undefined;
}): string[] {
  return [...new Set([...(marketFields ?? []), ...Object.keys(report?.custom_fields ?? {})])];
}

export type DayReportFormControl = Control<DayReportInput, unknown, DayReportOutput>;
export type DayReportOutput = z.output<typeof DayReportInputSchema>;

// react-hook-form nests a record's per-key errors; CustomFieldsInput wants plain messages.
export function recordErrorMessages(error: unknown): Record<string, string | undefined> {
  if (typeof error !== 'object' || error === null) return {};
  return Object.fromEntries(
    Object.entries(error).map(([key, value]) => [key, (value as { message?: string } | undefined)?.message]),
  );
}

import {
  type CdfaReport,
  type CdfaReportRecord,
  type CdfaReportResult,
  type CdfaReportResultRecord,
  centsToDollars,
} from '@marketday/shared';

// The one place a CDFA report's cents become the API's dollars (docs/api-contracts.md, "Money at the edge").
export function toCdfaReportJson(record: CdfaReportRecord): CdfaReport {
  return {
    market_id: record.marketId,
    market_name: record.marketName,
    year: record.year,
    quarter: record.quarter,
    start_date: record.startDate,
    end_date: record.endDate,
    market_days: record.marketDays,
    producers: record.producers.map((p) => ({
      vendor_id: p.vendorId,
      business_name: p.businessName,
      producer_names: p.producerNames,
      certificate_number: p.certificateNumber,
      county: p.county,
      certificate_expires: p.certificateExpires,
      days_attended: p.daysAttended,
      market_dates: p.marketDates,
      state_fee: centsToDollars(p.stateFeeCents),
    })),
    total_producer_days: record.totalProducerDays,
    total_state_fee: centsToDollars(record.totalStateFeeCents),
  };
}

export function toCdfaReportResultJson(result: CdfaReportResultRecord, message: string): CdfaReportResult {
  return { message, document: result.document, report: toCdfaReportJson(result.report) };
}

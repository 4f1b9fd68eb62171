import { useCsvExport } from '@/hooks/use-csv-export';

// The filtered range as the server streams it (GET /market-managers/transactions/csv).
export function useExportTransactionsCsv() {
  return useCsvExport('/market-managers/transactions/csv');
}

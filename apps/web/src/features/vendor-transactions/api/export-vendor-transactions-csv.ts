import { useCsvExport } from '@/hooks/use-csv-export';

// The vendor's filtered checkouts as the server streams them (GET /vendors/self/transactions/csv).
export function useExportVendorTransactionsCsv() {
  return useCsvExport('/vendors/self/transactions/csv');
}

import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';
import { boothMapPath } from './booth-map-keys';

// The printable map of one date (who stands where), drawn by the API; fetched through the client so it carries
// the session, then saved under a name.
export function exportBoothMapPdf(marketId: string, date: string): Promise<Blob> {
  return dataOf(api.get<Blob>(`${boothMapPath(marketId)}/pdf`, { params: { date }, responseType: 'blob' }));
}

export const boothMapPdfFilename = (marketName: string, date: string) =>
  `${marketName.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'market'}-booths-${date}.pdf`;

export function useExportBoothMapPdf(marketId: string) {
  return useMutation({
    mutationFn: async ({ date, filename }: { date: string; filename: string }) => {
      downloadBlob(await exportBoothMapPdf(marketId, date), filename);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';

// A CSV the server streams for a filtered list (docs/decisions/019), fetched with the session and saved under
// `filename`. The browser holds the one file; the server never holds more than a batch of rows.
export function useCsvExport(url: string) {
  return useMutation({
    mutationFn: async ({ params, filename }: { params: Record<string, unknown>; filename: string }) => {
      const { data } = await api.get<Blob>(url, { params, responseType: 'blob' });
      downloadBlob(data, filename);
    },
  });
}

import type { ManagerSettings } from '@marketday/shared';
import { api } from '@/lib/api-client';

type PrintSettings = Pick<ManagerSettings, 'print_scale' | 'print_settings'>;

// docs/product.md §7: width, height and font_size are sent only for the Custom scale.
export function testReceiptParams({ print_scale, print_settings }: PrintSettings) {
  if (print_scale !== 'Custom') return { print_scale };
  const { width, height, font_size } = print_settings;
  return { print_scale, width, height, font_size };
}

// A sample receipt PDF with settings that need not be saved yet.
export async function getTestReceipt(settings: PrintSettings): Promise<Blob> {
  const { data } = await api.get<Blob>('/market-managers/transactions/receipt/test', {
    params: testReceiptParams(settings),
    responseType: 'blob',
  });
  return data;
}

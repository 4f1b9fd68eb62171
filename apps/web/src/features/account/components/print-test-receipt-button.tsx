import type { ManagerSettings } from '@marketday/shared';
import { PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { getTestReceipt } from '@/entities/account/get-test-receipt';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import { printPdf } from '@/lib/print-pdf';
import en from '../locales/en.json';

type PrintTestReceiptButtonProps = {
  /** The settings on screen, checked first; null when they are not valid yet. */
  readSettings: () => Promise<ManagerSettings | null>;
};

// Prints with the unsaved settings, so the manager can try a size before keeping it.
export function PrintTestReceiptButton({ readSettings }: PrintTestReceiptButtonProps) {
  const t = useMessages(en);
  const { showError } = useAlerts();
  const [isPrinting, setIsPrinting] = useState(false);

  async function print() {
    const settings = await readSettings();
    if (!settings) return;
    setIsPrinting(true);
    try {
      await printPdf(await getTestReceipt(settings));
    } catch (error) {
      showError(getErrorMessage(error));
    } finally {
      setIsPrinting(false);
    }
  }

  return (
    <Button type="button" variant="outline" loading={isPrinting} onClick={print} className="w-full sm:w-auto">
      <PrinterIcon aria-hidden="true" />
      {t('printTestReceipt')}
    </Button>
  );
}

import { FileSpreadsheetIcon } from 'lucide-react';
import { downloadCsv } from '@/lib/download-file';
import { useMessages } from '@/lib/i18n/use-messages';
import { Button } from './button';
import en from './locales/en.json';

type ExportCsvButtonProps = {
  filename: string;
  disabled?: boolean;
  label?: string;
  className?: string;
} & (
  | {
      /** Built on click from the rows on screen (toCsv of packages/shared). */
      getCsv: () => string;
      onExport?: never;
      isPending?: never;
    }
  | {
      /** Fetches a CSV the server builds (useCsvExport); the button waits while it downloads. */
      onExport: () => void;
      isPending: boolean;
      getCsv?: never;
    }
);

export function ExportCsvButton({
  filename,
  getCsv,
  onExport,
  isPending = false,
  disabled,
  label,
  className,
}: ExportCsvButtonProps) {
  const t = useMessages(en);
  return (
    <Button
      type="button"
      variant="outline"
      className={className}
      disabled={disabled || isPending}
      onClick={() => (onExport ? onExport() : getCsv && downloadCsv(getCsv(), filename))}
    >
      <FileSpreadsheetIcon aria-hidden="true" />
      {isPending ? t('preparingCsv') : (label ?? t('exportCsv'))}
    </Button>
  );
}

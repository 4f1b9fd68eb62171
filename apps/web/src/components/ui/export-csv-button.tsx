import { FileSpreadsheetIcon } from 'lucide-react';
import { downloadCsv } from '@/lib/download-file';
import { Button } from './button';

type ExportCsvButtonProps = {
  filename: string;
  /** Built on click from the rows on screen (toCsv of packages/shared). */
  getCsv: () => string;
  disabled?: boolean;
  label?: string;
  className?: string;
};

export function ExportCsvButton({
  filename,
  getCsv,
  disabled,
  label = 'Export CSV',
  className,
}: ExportCsvButtonProps) {
  return (
    <Button
      type="button"
      variant="outline"
      className={className}
      disabled={disabled}
      onClick={() => downloadCsv(getCsv(), filename)}
    >
      <FileSpreadsheetIcon aria-hidden="true" />
      {label}
    </Button>
  );
}

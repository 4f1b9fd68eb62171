import { useCallback, useState } from 'react';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';

type Opening = { key: number; report: DayReportRow | null };

/**
 * Which report the day report dialog opens on (null: a new one). The opening outlives `isOpen` so the dialog keeps
 * its content while it animates closed, and its key changes every time so the form starts from fresh values.
 */
export function useReportOpening() {
  const [opening, setOpening] = useState<Opening | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback((report: DayReportRow | null) => {
    setOpening((current) => ({ key: (current?.key ?? 0) + 1, report }));
    setIsOpen(true);
  }, []);
  return { opening, isOpen, setIsOpen, open };
}

import { useEffect, useState } from 'react';
import { afterFirstScreen } from '@/lib/after-first-screen';
import type { DayReportModalProps } from './day-report-modal';

// The day report's dialog (its form, rules and words) is not part of the first screen of the pages that open it,
// the checkout, the transactions and the market (docs/decisions/038-page-weight-and-first-screen.md): its code
// loads once the page's first screen is drawn, so it is there when the dialog is asked for, and is asked for then
// if it is not yet. A load that failed is tried again at the next opening.
type ModalModule = typeof import('./day-report-modal');
let loaded: ModalModule | undefined;
let loading: Promise<ModalModule> | undefined;

export function loadDayReportModal(): Promise<ModalModule> {
  loading ??= import('./day-report-modal').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

afterFirstScreen(() => {
  loadDayReportModal().catch(() => undefined);
});

/** DayReportModal, drawn from its module once loaded (at once when it already is). */
export function LazyDayReportModal(props: DayReportModalProps) {
  const [modal, setModal] = useState(loaded);
  useEffect(() => {
    if (modal) return;
    let current = true;
    loadDayReportModal()
      .then((next) => current && setModal(next))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [modal]);
  return modal ? <modal.DayReportModal {...props} /> : null;
}

import { type ComponentType, lazy, Suspense } from 'react';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';

// The funders' figures of each listed report, with their words (./funders/locales), load apart from the page that
// lists the reports (the transactions page's weight, docs/decisions/038-page-weight-and-first-screen.md): the list
// starts them as it mounts, while its reports are still on their way. A module that cannot be fetched leaves the
// figures out; the list works on.
type Summary = typeof import('./funders/funder-figures-summary');
let loading: Promise<Summary> | undefined;

/** Starts loading the funders' figures (once); the list calls it as it mounts. */
export function loadFunderFigures(): Promise<Summary> {
  loading ??= import('./funders/funder-figures-summary');
  return loading;
}

type FiguresProps = { report: DayReportRow };

function lazyFigures(pick: (summary: Summary) => ComponentType<FiguresProps>) {
  const Figures = lazy(() =>
    loadFunderFigures()
      .then((summary) => ({ default: pick(summary) }))
      .catch(() => ({ default: () => null })),
  );
  return function LazyFigures(props: FiguresProps) {
    return (
      <Suspense fallback={null}>
        <Figures {...props} />
      </Suspense>
    );
  };
}

export const FunderFiguresCell = lazyFigures((summary) => summary.FunderFiguresCell);
export const FunderFiguresRows = lazyFigures((summary) => summary.FunderFiguresRows);

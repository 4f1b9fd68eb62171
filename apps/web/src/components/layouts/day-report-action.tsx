import { createContext, type ReactNode, useContext } from 'react';

// A feature may not import another feature (CONVENTIONS.md), yet the checkout screen and the market header
// show the day-reports feature's button in their own layout. The route page supplies it here; where no page
// does (a component test), the feature's own fallback shows.
const DayReportActionContext = createContext<ReactNode>(null);

export function DayReportActionProvider({ action, children }: { action: ReactNode; children: ReactNode }) {
  return <DayReportActionContext.Provider value={action}>{children}</DayReportActionContext.Provider>;
}

export function DayReportAction({ fallback }: { fallback: ReactNode }) {
  return <>{useContext(DayReportActionContext) ?? fallback}</>;
}

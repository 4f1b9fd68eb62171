import type { VendorDocumentSummary } from '@marketday/shared';
import type en from '../locales/en.json';

export type ComplianceGroup = {
  key: 'destructive' | 'warning' | 'success' | 'no_document';
  /** The key of the group's name in the documents catalogue. */
  label: keyof typeof en & string;
  count: number;
  percent: number;
  /** Tailwind background of the bar segment and legend swatch. */
  swatch: string;
};

const GROUPS: Omit<ComplianceGroup, 'count' | 'percent'>[] = [
  { key: 'destructive', label: 'groupUrgent', swatch: 'bg-destructive' },
  { key: 'warning', label: 'groupDueSoon', swatch: 'bg-warning' },
  { key: 'success', label: 'groupUpToDate', swatch: 'bg-success' },
  { key: 'no_document', label: 'groupNoDocument', swatch: 'bg-muted-foreground/40' },
];

// Percentages are worked out from the four counts so the bar always adds up to 100 %.
export function complianceGroups(summary: VendorDocumentSummary): ComplianceGroup[] {
  const total = GROUPS.reduce((sum, group) => sum + summary[group.key], 0);
  return GROUPS.map((group) => {
    const count = summary[group.key];
    return { ...group, count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
}

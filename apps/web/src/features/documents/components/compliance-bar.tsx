import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { ComplianceGroup } from './compliance-groups';

// A stacked bar for the eye; the legend beside it carries the same numbers as text.
export function ComplianceBar({ groups }: { groups: ComplianceGroup[] }) {
  const t = useMessages(en);
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  return (
    <div className="grid gap-3">
      <div aria-hidden="true" className="flex h-4 w-full overflow-hidden rounded-full bg-muted">
        {total > 0 &&
          groups
            .filter((group) => group.count > 0)
            .map((group) => (
              <div
                key={group.key}
                className={group.swatch}
                style={{ width: `${(group.count / total) * 100}%` }}
              />
            ))}
      </div>
      <ul aria-label={t('byStatus')} className="grid gap-2 text-sm sm:grid-cols-2">
        {groups.map((group) => (
          <li key={group.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${group.swatch}`} />
            <span className="min-w-0 flex-1">{t(group.label)}</span>
            <span className="tabular-nums">
              {t('groupCount', { count: group.count, percent: group.percent })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

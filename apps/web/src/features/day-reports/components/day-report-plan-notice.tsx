import { meetsAccess } from '@marketday/shared';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthIfProvided } from '@/lib/auth';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Writing a day report needs a full plan (the API's day-report writes ask FULL); an off-season plan reads them.
export const DAY_REPORT_PLAN_MESSAGES = {
  manager:
    "Day reports need a full plan. Your plan is in its off-season mode: you can read this market's day reports, but not create or change them. Choose a full plan on your Account page to write them again.",
  staff:
    "Day reports need a full plan. Your market manager's plan is in its off-season mode: you can read day reports, but not create or change them.",
} as const;

/** Whether this account may create and edit day reports; true where the access is not known (the server decides). */
export function useCanWriteDayReports(): boolean {
  const access = useAuthIfProvided()?.appAccess ?? null;
  return access === null || meetsAccess({ have: access, need: 'FULL' });
}

// In place of the form when the plan does not allow writing: why, and where a manager can change it.
export function DayReportPlanNotice({ onClose }: { onClose: () => void }) {
  const t = useMessages(en);
  const isStaff = useAuthIfProvided()?.appRole === 'MARKET_STAFF';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <p>{isStaff ? t('planStaff') : t('planManager')}</p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
        {!isStaff && (
          <Button asChild>
            <Link to={paths.account}>{t('goToAccount')}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}

import type { DateRequest } from '@marketday/shared';
import { CheckIcon, XIcon } from 'lucide-react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDecideDateRequest } from '@/entities/season/decide-date-request';
import { useDateRequests } from '@/entities/season/list-date-requests';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import { openRequestsByDate } from '../date-requests';
import en from '../locales/en.json';
import { longDayLabel } from '../season-dates';
import { DeadlineSetting } from './deadline-setting';

type DateRequestListProps = { marketId: string; canChange: boolean };

// The vendors' requests to sell on a date: those waiting for an answer and each date's waitlist, by date.
export function DateRequestList({ marketId, canChange }: DateRequestListProps) {
  const requests = useDateRequests(marketId);
  return (
    <div className="grid gap-4">
      <DeadlineSetting marketId={marketId} canChange={canChange} />
      {requests.isPending && <Skeleton aria-busy="true" className="h-48 w-full rounded-xl" />}
      {requests.error && <DataTableErrorCard error={requests.error} />}
      {requests.data && <Requests marketId={marketId} canChange={canChange} requests={requests.data} />}
    </div>
  );
}

function Requests({
  marketId,
  canChange,
  requests,
}: DateRequestListProps & { requests: readonly DateRequest[] }) {
  const t = useMessages(en);
  const decide = useDecideDateRequest(marketId);
  const { showSuccess, showError } = useAlerts();
  const days = openRequestsByDate(requests);
  if (days.length === 0) {
    return <Card className="p-6 text-center text-muted-foreground">{t('noRequests')}</Card>;
  }
  return (
    <div className="grid gap-6">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`requests-${day.date}`} className="grid gap-2">
          <h3 id={`requests-${day.date}`} className="font-semibold text-muted-foreground text-sm">
            {longDayLabel(day.date)}
          </h3>
          <ul className="grid gap-2">
            {day.requests.map((request) => (
              <li key={request.id}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
                    <span className="break-words font-medium">{request.business_name}</span>
                    {request.status === 'WAITLISTED' ? (
                      <Badge variant="secondary">
                        {t('waitlistPosition', { position: request.waitlist_position })}
                      </Badge>
                    ) : (
                      <Badge variant="outline">{t('pending')}</Badge>
                    )}
                  </div>
                  {canChange && (
                    <div className="grid grid-cols-2 gap-2 sm:flex">
                      {(['APPROVED', 'DECLINED'] as const).map((status) => (
                        <Button
                          key={status}
                          variant={status === 'APPROVED' ? 'default' : 'outline'}
                          aria-label={t(status === 'APPROVED' ? 'approveOn' : 'declineOn', {
                            name: request.business_name,
                            date: longDayLabel(request.date),
                          })}
                          disabled={decide.isPending}
                          onClick={() =>
                            decide.mutate(
                              { requestId: request.id, status },
                              {
                                onSuccess: (result) => showSuccess(result.message),
                                onError: (error) => showError(getErrorMessage(error, { useDetail: true })),
                              },
                            )
                          }
                        >
                          {status === 'APPROVED' ? (
                            <CheckIcon aria-hidden="true" />
                          ) : (
                            <XIcon aria-hidden="true" />
                          )}
                          {status === 'APPROVED' ? t('approve') : t('decline')}
                        </Button>
                      ))}
                    </div>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import type { VendorAssociation } from '@marketday/shared';
import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { useMyAssociations } from '@/entities/associations/list-my-associations';
import { useOpening } from '@/hooks/use-opening';
import { displayDate } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { AssociationStatusBadge, vendorFill } from './association-status-badge';
import { JoinAssociationForm } from './join-association-form';
import { LeaveAssociationDialog } from './leave-association-dialog';

// The vendor's associations on their /account page: what they belong to, join by code, leave.
export function VendorAssociationsCard() {
  const t = useMessages(en);
  const query = useMyAssociations();
  const leaving = useOpening<VendorAssociation>();
  // Leaving makes an earlier refusal ("already a member", "full") stale, so the join form starts afresh.
  const [joinFormKey, setJoinFormKey] = useState(0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('associations')}</CardTitle>
        <CardDescription>{t('cardDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {query.error ? (
          <DataTableErrorCard error={query.error} />
        ) : !query.data ? (
          <LoadingPlaceholders className="grid gap-2" placeholders={['h-14 w-full']} />
        ) : query.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('notInAny')}</p>
        ) : (
          <ul aria-label={t('yourAssociations')} className="divide-y rounded-lg border">
            {query.data.map((association) => (
              <li key={association.id} className="flex items-center justify-between gap-3 p-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="break-words font-medium">{association.name}</span>
                    {!association.active && <AssociationStatusBadge active={false} />}
                  </span>
                  <span className="text-muted-foreground text-xs tabular-nums">
                    {t('joinedLine', {
                      date: displayDate(new Date(association.joined_at)),
                      fill: vendorFill(association),
                    })}
                  </span>
                </div>
                <Button
                  variant="outline"
                  aria-label={t('leaveLabel', { name: association.name })}
                  onClick={() => leaving.open(association)}
                >
                  <LogOutIcon aria-hidden="true" />
                  {t('leave')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <JoinAssociationForm key={joinFormKey} />
      </CardContent>
      {leaving.opening && (
        <LeaveAssociationDialog
          key={leaving.opening.key}
          association={leaving.opening.target}
          {...leaving.dialog}
          onLeft={() => setJoinFormKey((key) => key + 1)}
        />
      )}
    </Card>
  );
}

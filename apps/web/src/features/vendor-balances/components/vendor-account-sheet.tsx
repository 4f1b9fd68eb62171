import { formatCents } from '@marketday/shared';
import { useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { HistorySheet } from '@/components/ui/history-sheet';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import type { PaymentInCents } from '@/entities/balances/balance-money';
import { useReversePayment, useVendorAccount } from '@/entities/balances/balances';
import { getErrorMessage } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { AccountEntryItem, paymentMethodText } from './account-entry-item';
import { BalanceAmount } from './balance-amount';

type VendorAccountSheetProps = {
  marketId: string;
  vendor: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
};

// A vendor's checkouts and payments at the market, newest last, with the running balance; a payment entered
// by mistake is undone here by a reversing entry (docs/decisions/027).
export function VendorAccountSheet({ marketId, vendor, onOpenChange }: VendorAccountSheetProps) {
  const t = useMessages(en);
  const account = useVendorAccount(marketId, vendor?.id ?? null);
  const [reversing, setReversing] = useState<PaymentInCents | null>(null);
  return (
    <HistorySheet
      open={vendor !== null}
      onOpenChange={onOpenChange}
      title={t('accountHistory')}
      description={
        <>
          {vendor?.name}
          {account.data ? (
            <>
              {' · '}
              <BalanceAmount cents={account.data.closing_balance_cents} />
            </>
          ) : null}
        </>
      }
      isLoading={account.isPending && vendor !== null}
      skeleton={{ rows: 2, className: 'h-16' }}
      error={account.error}
      entries={account.data?.entries}
      emptyMessage={t('noEntries')}
      listLabel={t('entriesLabel')}
      isOrdered
      getKey={(entry) =>
        entry.kind === 'CHECKOUT'
          ? entry.transaction_id
          : entry.kind === 'CHARGE'
            ? entry.charge.id
            : entry.payment.id
      }
      renderEntry={(entry) => <AccountEntryItem entry={entry} onReverse={setReversing} />}
    >
      <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} />
    </HistorySheet>
  );
}

function ReversePaymentDialog({ payment, onClose }: { payment: PaymentInCents | null; onClose: () => void }) {
  const t = useMessages(en);
  const reverse = useReversePayment();
  const { showSuccess, showError } = useAlerts();
  const [note, setNote] = useState('');
  async function confirm() {
    if (!payment) return;
    try {
      const result = await reverse.mutateAsync({ paymentId: payment.id, note: note.trim() || null });
      showSuccess(sayShared(result.message));
      setNote('');
      onClose();
    } catch (error) {
      showError(getErrorMessage(error));
    }
  }
  return (
    <Modal
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('reverseTitle')}
      subtitle={
        payment
          ? t('reverseSubtitle', {
              method: paymentMethodText(payment),
              amount: formatCents(payment.amount_cents),
            })
          : undefined
      }
      onConfirm={confirm}
      confirmText={t('reversePayment')}
      confirmVariant="destructive"
      loading={reverse.isPending}
      size="sm"
    >
      <div className="grid gap-2">
        <Label htmlFor="reverse-note">{t('reasonOptional')}</Label>
        <Input
          id="reverse-note"
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </Modal>
  );
}

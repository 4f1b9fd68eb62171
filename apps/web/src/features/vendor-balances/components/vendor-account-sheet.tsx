import { formatCents } from '@marketday/shared';
import { useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import type { PaymentInCents } from '@/entities/balances/balance-money';
import { useReversePayment, useVendorAccount } from '@/entities/balances/balances';
import { getErrorMessage } from '@/lib/api-client';
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
  const account = useVendorAccount(marketId, vendor?.id ?? null);
  const [reversing, setReversing] = useState<PaymentInCents | null>(null);
  const entries = account.data?.entries ?? [];
  return (
    <Sheet open={vendor !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="border-b pr-14">
          <SheetTitle className="text-lg">Account history</SheetTitle>
          <SheetDescription>
            {vendor?.name}
            {account.data ? (
              <>
                {' · '}
                <BalanceAmount cents={account.data.closing_balance_cents} />
              </>
            ) : null}
          </SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-4 py-2">
          {account.isPending && vendor && (
            <div aria-busy="true" className="grid gap-3 py-2">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          )}
          {account.error && <DataTableErrorCard error={account.error} />}
          {account.data && entries.length === 0 && (
            <p className="py-8 text-center text-muted-foreground text-sm">No checkouts or payments yet.</p>
          )}
          {entries.length > 0 && (
            <ol aria-label="Checkouts and payments, oldest first">
              {entries.map((entry) => (
                <AccountEntryItem
                  key={entry.kind === 'CHECKOUT' ? entry.transaction_id : entry.payment.id}
                  entry={entry}
                  onReverse={setReversing}
                />
              ))}
            </ol>
          )}
        </div>
        <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} />
      </SheetContent>
    </Sheet>
  );
}

function ReversePaymentDialog({ payment, onClose }: { payment: PaymentInCents | null; onClose: () => void }) {
  const reverse = useReversePayment();
  const { showSuccess, showError } = useAlerts();
  const [note, setNote] = useState('');
  async function confirm() {
    if (!payment) return;
    try {
      const result = await reverse.mutateAsync({ paymentId: payment.id, note: note.trim() || null });
      showSuccess(result.message);
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
      title="Reverse this payment?"
      subtitle={
        payment
          ? `${paymentMethodText(payment)} of ${formatCents(payment.amount_cents)}: a reversing entry dated today undoes it. The payment stays in the history.`
          : undefined
      }
      onConfirm={confirm}
      confirmText="Reverse payment"
      confirmVariant="destructive"
      loading={reverse.isPending}
      size="sm"
    >
      <div className="grid gap-2">
        <Label htmlFor="reverse-note">Reason (optional)</Label>
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

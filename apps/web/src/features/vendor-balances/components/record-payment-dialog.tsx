import { type Cents, formatCents } from '@marketday/shared';
import { useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { lazyPart } from '@/components/ui/lazy-part';
import { Modal } from '@/components/ui/modal';
import { useRecordPayment } from '@/entities/balances/balances';
import { sayShared, type Translate, useMessages } from '@/lib/i18n/use-messages';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import en from '../locales/en.json';

// The payment form (its fields, validation and form library) loads after the page's first screen.
const RecordPaymentForm = lazyPart(() => import('./record-payment-form').then((m) => m.RecordPaymentForm));

type PaymentVendor = { id: string; name: string; balanceCents: Cents };

type RecordPaymentDialogProps = {
  marketId: string;
  /** YYYY-MM-DD: today at the market. */
  today: string;
  vendor: PaymentVendor | null;
  onOpenChange: (open: boolean) => void;
};

export function RecordPaymentDialog({ marketId, today, vendor, onOpenChange }: RecordPaymentDialogProps) {
  const t = useMessages(en);
  return (
    <Modal
      open={vendor !== null}
      onOpenChange={onOpenChange}
      title={t('recordPayment')}
      subtitle={vendor ? balanceWords(t, vendor.name, vendor.balanceCents) : undefined}
    >
      {/* The body unmounts with the closed dialog, so each opening starts from the vendor's balance. */}
      {vendor ? (
        <RecordPaymentBody
          marketId={marketId}
          today={today}
          vendor={vendor}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Modal>
  );
}

function RecordPaymentBody({
  marketId,
  today,
  vendor,
  onDone,
}: {
  marketId: string;
  today: string;
  vendor: PaymentVendor;
  onDone: () => void;
}) {
  const record = useRecordPayment(marketId);
  const { showSuccess } = useAlerts();
  // One key per opened form: a save sent again after a lost answer records once (docs/decisions/027).
  const [key] = useState(newIdempotencyKey);
  return (
    <RecordPaymentForm
      vendorId={vendor.id}
      balanceCents={vendor.balanceCents}
      today={today}
      onSubmit={async (draft) => {
        const result = await record.mutateAsync({ draft, key });
        showSuccess(`${vendor.name}: ${formatCents(result.data.amount_cents)}`, sayShared(result.message));
        onDone();
      }}
      onCancel={onDone}
    />
  );
}

function balanceWords(t: Translate<typeof en>, name: string, balanceCents: Cents) {
  if (balanceCents > 0) return t('subtitleOwes', { name, amount: formatCents(balanceCents) });
  if (balanceCents < 0) return t('subtitleOwed', { name, amount: formatCents(-balanceCents) });
  return t('subtitleSettled', { name });
}

import type { Token, TokenLedgerInput } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { lazyPart } from '@/components/ui/lazy-part';
import { Modal } from '@/components/ui/modal';
import { useAddLedgerEntry } from '@/entities/tokens/add-ledger-entry';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { LEDGER_ACTIONS, type ManualLedgerType } from './ledger-actions';

// The ledger entry form (its fields, validation and form library) loads after the page's first screen.
const LedgerEntryForm = lazyPart(() => import('./ledger-entry-form').then((m) => m.LedgerEntryForm));

type LedgerEntryDialogProps = DialogOpenProps & {
  marketId: string;
  /** YYYY-MM-DD: today at the market, the market day tokens are taken to unless the manager picks another. */
  marketToday: string;
  token: Token;
  type: ManualLedgerType;
};

export function LedgerEntryDialog({ marketId, marketToday, token, type, ...dialog }: LedgerEntryDialogProps) {
  const t = useMessages(en);
  const { showSuccess } = useAlerts();
  const addEntry = useAddLedgerEntry({ marketId, tokenId: token.id });
  const action = LEDGER_ACTIONS[type];

  async function submit(input: TokenLedgerInput) {
    const result = await addEntry.mutateAsync(input);
    showSuccess(t('savedInHand', { token: token.name, count: result.count }), sayShared(result.message));
    dialog.onOpenChange(false);
  }

  return (
    <Modal
      {...dialog}
      title={t(action.title)}
      subtitle={t('dialogSubtitle', {
        token: token.name,
        count: token.count,
        description: t(action.description),
      })}
      size="sm"
    >
      {/* The form unmounts with the closed dialog, so each opening starts at 0. */}
      <LedgerEntryForm
        token={token}
        type={type}
        marketToday={marketToday}
        onSubmit={submit}
        onCancel={() => dialog.onOpenChange(false)}
      />
    </Modal>
  );
}

import { formatCents } from '@marketday/shared';
import { Modal } from '@/components/ui/modal';
import { useRetainedDialog } from '@/hooks/use-retained';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { type GrossCheck, grossDoubtText } from './gross-doubt';

export { type GrossCheck, grossDoubtInCents, grossDoubtText } from './gross-doubt';

type GrossDoubtDialogProps = {
  check: GrossCheck | null;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

// docs/product.md "Checkout": an extra digit becomes real money; ask once before booking a figure far above
// the vendor's usual. Cancel returns to Gross Profit with the figure kept for correction.
export function GrossDoubtDialog({ check, onConfirm, onCancel, onCloseAutoFocus }: GrossDoubtDialogProps) {
  const t = useMessages(en);
  const { shown, dialog } = useRetainedDialog(check, onCancel);
  return (
    <Modal
      {...dialog}
      title={t('grossDoubtTitle')}
      confirmText={
        shown ? t('grossDoubtConfirm', { amount: formatCents(shown.gross) }) : t('grossDoubtConfirmPlain')
      }
      cancelText={t('fixFigure')}
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
      size="sm"
    >
      <p className="text-sm">{shown && grossDoubtText(shown)}</p>
    </Modal>
  );
}

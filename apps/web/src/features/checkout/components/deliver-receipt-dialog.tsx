import { Mail, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export type ReceiptTarget = { transactionId: string; vendorName: string; receiptEmail: string | null };
export type ReceiptChoice = 'print' | 'email' | 'both';

type DeliverReceiptDialogProps = {
  open: boolean;
  receipt: ReceiptTarget | null;
  onChoose: (choice: ReceiptChoice) => void;
  onClose: () => void;
};

// docs/product.md §2: print always; e-mail only when the vendor has a receipt address.
export function DeliverReceiptDialog({ open, receipt, onChoose, onClose }: DeliverReceiptDialogProps) {
  const email = receipt?.receiptEmail;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Deliver Receipt"
      subtitle="Choose how to give receipt to vendor."
      size="sm"
    >
      <div className="grid gap-2">
        {receipt && <p className="break-words font-medium">{receipt.vendorName}</p>}
        <Button type="button" onClick={() => onChoose('print')}>
          <Printer aria-hidden="true" />
          Print Receipt
        </Button>
        {email && (
          <>
            <Button type="button" variant="outline" onClick={() => onChoose('email')}>
              <Mail aria-hidden="true" />
              Email Receipt
            </Button>
            <Button type="button" variant="outline" onClick={() => onChoose('both')}>
              <Printer aria-hidden="true" />
              Print and Email Receipt
            </Button>
            <p className="break-all text-muted-foreground text-xs">Emails go to {email}</p>
          </>
        )}
        <Button type="button" variant="ghost" onClick={onClose}>
          Skip
        </Button>
      </div>
    </Modal>
  );
}

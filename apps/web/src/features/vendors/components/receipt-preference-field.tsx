import { RECEIPT_PREFERENCE_LABELS, RECEIPT_PREFERENCES, type ReceiptPreference } from '@marketday/shared';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type ReceiptPreferenceFieldProps = {
  id: string;
  value: ReceiptPreference | undefined;
  onChange: (preference: ReceiptPreference) => void;
  onBlur: () => void;
};

// How the checkout gives this vendor's receipt (issue 31): anything but "Ask each time" skips the Deliver Receipt
// dialog. Email needs a receipt email; without one the checkout asks.
export function ReceiptPreferenceField({ id, value, onChange, onBlur }: ReceiptPreferenceFieldProps) {
  const t = useMessages(en);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('receiptLabel')}</Label>
      <Select value={value ?? 'ASK'} onValueChange={(next) => onChange(next as ReceiptPreference)}>
        <SelectTrigger id={id} onBlur={onBlur} aria-describedby={`${id}-hint`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {RECEIPT_PREFERENCES.map((preference) => (
            <SelectItem key={preference} value={preference}>
              {sayShared(RECEIPT_PREFERENCE_LABELS[preference])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {t('receiptHint')}
      </p>
    </div>
  );
}

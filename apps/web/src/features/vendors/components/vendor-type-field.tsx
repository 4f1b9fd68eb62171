import { VENDOR_TYPE_LABELS, VENDOR_TYPES, type VendorType } from '@marketday/shared';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type VendorTypeFieldProps = {
  id: string;
  value: VendorType | undefined;
  onChange: (type: VendorType) => void;
  onBlur: () => void;
  error?: string | undefined;
};

export function VendorTypeField({ id, value, onChange, onBlur, error }: VendorTypeFieldProps) {
  const t = useMessages(en);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('vendorTypeLabel')}</Label>
      <Select value={value ?? ''} onValueChange={(next) => onChange(next as VendorType)}>
        <SelectTrigger
          id={id}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        >
          <SelectValue placeholder={t('chooseType')} />
        </SelectTrigger>
        <SelectContent>
          {VENDOR_TYPES.map((type) => (
            <SelectItem key={type} value={type} textValue={sayShared(VENDOR_TYPE_LABELS[type])}>
              <VendorTypeBadge type={type} />
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

type SettingCheckboxProps = {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

export function SettingCheckbox({ id, label, hint, checked, onChange }: SettingCheckboxProps) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        className="mt-3"
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid flex-1">
        <Label htmlFor={id} className="min-h-11">
          {label}
        </Label>
        <p id={`${id}-hint`} className="-mt-2 text-muted-foreground text-sm">
          {hint}
        </p>
      </div>
    </div>
  );
}

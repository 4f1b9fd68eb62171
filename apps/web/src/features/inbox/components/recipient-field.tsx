import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { RecipientOption } from './new-message-values';

type RecipientFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  emptyText: string;
  options: RecipientOption[];
  isLoading: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
};

export function RecipientField({
  options,
  isLoading,
  emptyText,
  value,
  onChange,
  onBlur,
  ...field
}: RecipientFieldProps) {
  if (isLoading) return <Skeleton className="h-[4.25rem] w-full" />;
  if (options.length === 0) {
    return (
      <p role="status" className="rounded-md border border-dashed p-3 text-muted-foreground text-sm">
        {emptyText}
      </p>
    );
  }
  return (
    <FormField id={field.id} label={field.label} error={field.error}>
      {(aria) => (
        <Select value={value} onValueChange={onChange} onOpenChange={(open) => !open && onBlur()}>
          <SelectTrigger {...aria}>
            <SelectValue placeholder={field.placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.id} value={option.id}>
                {option.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

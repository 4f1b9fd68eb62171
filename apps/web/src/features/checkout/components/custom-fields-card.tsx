import { Controller } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CustomFieldsInput } from '@/components/ui/custom-fields-input';
import { FormRecordError } from '@/components/ui/form-collection-error';
import type { CheckoutControl } from '../form-values';

export function CustomFieldsCard({ control, fields }: { control: CheckoutControl; fields: string[] }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">Custom Fields</CardTitle>
      </CardHeader>
      <CardContent>
        <Controller
          control={control}
          name="custom_fields"
          render={({ field, fieldState }) => (
            <>
              <CustomFieldsInput fields={fields} value={field.value} onChange={field.onChange} />
              <FormRecordError error={fieldState.error} />
            </>
          )}
        />
      </CardContent>
    </Card>
  );
}

import { FormCustomFieldsInput } from '@/components/ui/bound-custom-fields';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CheckoutControl } from '../form-values';

export function CustomFieldsCard({ control, fields }: { control: CheckoutControl; fields: string[] }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">Custom Fields</CardTitle>
      </CardHeader>
      <CardContent>
        <FormCustomFieldsInput control={control} name="custom_fields" fields={fields} />
      </CardContent>
    </Card>
  );
}

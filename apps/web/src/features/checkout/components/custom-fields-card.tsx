import { FormCustomFieldsInput } from '@/components/ui/bound-custom-fields';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/use-messages';
import type { CheckoutControl } from '../form-values';
import en from '../locales/en.json';

export function CustomFieldsCard({ control, fields }: { control: CheckoutControl; fields: string[] }) {
  const t = useMessages(en);
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">{t('customFields')}</CardTitle>
      </CardHeader>
      <CardContent>
        <FormCustomFieldsInput control={control} name="custom_fields" fields={fields} />
      </CardContent>
    </Card>
  );
}

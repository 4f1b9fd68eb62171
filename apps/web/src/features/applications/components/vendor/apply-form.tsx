import {
  ApplyInputSchema,
  DOCUMENT_TYPE_LABELS,
  type DocumentRecord,
  PRODUCT_CATEGORY_LABELS,
  type VendorProduct,
} from '@marketday/shared';
import { SendIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormTextareaField } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import type { RenderDocumentStatus } from '../attached-documents';
import { type Choice, ChoiceChecklist } from './choice-checklist';

type ApplyFormProps = {
  marketId: string;
  products: VendorProduct[] | undefined;
  documents: DocumentRecord[] | undefined;
  renderDocumentStatus: RenderDocumentStatus;
  onSubmit: (input: z.output<typeof ApplyInputSchema>) => Promise<void>;
};

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

function productChoices(products: VendorProduct[] | undefined): Choice[] | undefined {
  return products?.map((p) => ({
    id: p.product_id,
    label: p.name,
    detail: (
      <span className="text-muted-foreground text-xs">{sayShared(PRODUCT_CATEGORY_LABELS[p.category])}</span>
    ),
  }));
}

function documentChoices(
  documents: DocumentRecord[] | undefined,
  renderStatus: RenderDocumentStatus,
): Choice[] | undefined {
  return documents?.map((d) => ({
    id: d.id,
    label: sayShared(DOCUMENT_TYPE_LABELS[d.type]),
    detail: renderStatus(d),
  }));
}

// Current documents are ticked to start with; an expired one is left for the vendor to decide.
function initialDocuments(documents: DocumentRecord[] | undefined) {
  return (documents ?? []).filter((d) => d.status !== 'PAST_DUE').map((d) => d.id);
}

export function ApplyForm({ marketId, products, documents, renderDocumentStatus, onSubmit }: ApplyFormProps) {
  const t = useMessages(en);
  const id = useId();
  const form = useZodForm(ApplyInputSchema, {
    defaultValues: {
      market_id: marketId,
      message: '',
      product_ids: [],
      document_ids: initialDocuments(documents),
    },
  });
  const { control, formState } = form;
  const { isSubmitting } = formState;

  // The form keeps everything typed and ticked, so nothing is lost on a refusal.
  const { onSubmit: submit, formError: submitError } = useServerForm({ form, send: onSubmit });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormTextareaField
        control={control}
        name="message"
        id={`${id}-message`}
        label={t('messageToManager')}
        hint={t('messageHint')}
        rows={5}
        textareaClassName="min-h-28"
      />
      <Controller
        control={control}
        name="product_ids"
        render={({ field, fieldState }) => (
          <ChoiceChecklist
            legend={t('products')}
            hint={t('productsHint')}
            choices={productChoices(products)}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            empty={
              <>
                {t('noProductsYet')}{' '}
                <Link to={paths.products} className={linkClass}>
                  {t('addProducts')}
                </Link>{' '}
                {t('orApplyWithout')}
              </>
            }
          />
        )}
      />
      <Controller
        control={control}
        name="document_ids"
        render={({ field, fieldState }) => (
          <ChoiceChecklist
            legend={t('documents')}
            hint={t('documentsHint')}
            choices={documentChoices(documents, renderDocumentStatus)}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            empty={
              <>
                {t('noDocumentsYet')}{' '}
                <Link to={paths.documents} className={linkClass}>
                  {t('uploadDocuments')}
                </Link>{' '}
                {t('orApplyWithout')}
              </>
            }
          />
        )}
      />
      {submitError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm"
        >
          {submitError}
        </p>
      )}
      <Button
        type="submit"
        disabled={!formState.isValid}
        loading={isSubmitting}
        className="w-full sm:ml-auto sm:w-auto"
      >
        <SendIcon aria-hidden="true" />
        {t('sendApplication')}
      </Button>
    </form>
  );
}

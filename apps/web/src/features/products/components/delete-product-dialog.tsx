import type { VendorProduct } from '@marketday/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useDeleteProduct } from '@/entities/products/delete-product';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type DeleteProductDialogProps = DialogOpenProps & { product: VendorProduct };

export function DeleteProductDialog({ product, ...dialog }: DeleteProductDialogProps) {
  const t = useMessages(en);
  const deleteProduct = useDeleteProduct();

  return (
    <ConfirmDeleteDialog
      {...dialog}
      title={t('deleteTitle', { name: product.name })}
      description={t('deleteDescription')}
      confirmText={t('deleteProduct')}
      mutation={deleteProduct}
      variables={product.product_id}
      size="sm"
    />
  );
}

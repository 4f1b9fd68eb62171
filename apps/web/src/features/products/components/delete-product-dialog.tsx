import type { VendorProduct } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteProduct } from '../api/delete-product';

type DeleteProductDialogProps = {
  product: VendorProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function DeleteProductDialog({ product, open, onOpenChange }: DeleteProductDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const deleteProduct = useDeleteProduct();

  async function confirm() {
    try {
      const result = await deleteProduct.mutateAsync(product.product_id);
      showSuccess(result.message);
      onOpenChange(false);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${product.name}?`}
      subtitle="It is removed from your catalogue. This cannot be undone."
      confirmText="Delete Product"
      confirmVariant="destructive"
      loading={deleteProduct.isPending}
      onConfirm={confirm}
      size="sm"
    />
  );
}

import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { ProductCatalogue } from '@/features/products/components/product-catalogue';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function ProductsPage() {
  const t = useMessages(en);
  const [isAddOpen, setIsAddOpen] = useState(false);
  return (
    <PageLayout
      title={t('productsTitle')}
      subtitle={t('productsSubtitle')}
      headerRight={
        <Button onClick={() => setIsAddOpen(true)} className="w-full sm:w-auto">
          <PlusIcon aria-hidden="true" />
          {t('addProduct')}
        </Button>
      }
    >
      <ProductCatalogue isAddOpen={isAddOpen} onAddOpenChange={setIsAddOpen} />
    </PageLayout>
  );
}

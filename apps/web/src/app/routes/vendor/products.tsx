import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { ProductCatalogue } from '@/features/products/components/product-catalogue';

export function ProductsPage() {
  const [isAddOpen, setIsAddOpen] = useState(false);
  return (
    <PageLayout
      title="Products"
      subtitle="What you sell, with tags and seasons markets and shoppers can search."
      headerRight={
        <Button onClick={() => setIsAddOpen(true)} className="w-full sm:w-auto">
          <PlusIcon aria-hidden="true" />
          Add Product
        </Button>
      }
    >
      <ProductCatalogue isAddOpen={isAddOpen} onAddOpenChange={setIsAddOpen} />
    </PageLayout>
  );
}

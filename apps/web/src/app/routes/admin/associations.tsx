import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { useAssociations } from '@/entities/associations/list-associations';
import { AssociationFormSheet } from '@/features/associations/components/association-form-sheet';
import { AssociationsTable } from '@/features/associations/components/associations-table';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// The admin's /home and /associations (docs/product.md §2).
export function AssociationsPage() {
  const t = useMessages(en);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  // The empty state carries its own 'New Association' button: one per screen, not two.
  const isEmpty = useAssociations().data?.length === 0;
  return (
    <PageLayout
      title={t('associationsTitle')}
      subtitle={t('associationsSubtitle')}
      headerRight={
        isEmpty ? undefined : (
          <Button onClick={() => setIsCreateOpen(true)} className="w-full sm:w-auto">
            <PlusIcon aria-hidden="true" />
            {t('newAssociation')}
          </Button>
        )
      }
    >
      <AssociationsTable onCreate={() => setIsCreateOpen(true)} />
      <AssociationFormSheet open={isCreateOpen} onOpenChange={setIsCreateOpen} />
    </PageLayout>
  );
}

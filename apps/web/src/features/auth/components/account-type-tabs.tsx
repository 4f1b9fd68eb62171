import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type AccountType = 'vendor' | 'manager';

type AccountTypeTabsProps = {
  defaultValue: AccountType;
  vendor: ReactNode;
  manager: ReactNode;
};

const TRIGGER =
  'inline-flex h-11 items-center justify-center rounded-md px-3 font-medium text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

// A segmented choice between the two sign-up forms; Radix gives it arrow-key navigation and tab roles.
export function AccountTypeTabs({ defaultValue, vendor, manager }: AccountTypeTabsProps) {
  const t = useMessages(en);
  return (
    <Tabs.Root defaultValue={defaultValue} className="grid gap-6">
      <Tabs.List aria-label={t('accountType')} className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        <Tabs.Trigger value="vendor" className={TRIGGER}>
          {t('vendorTab')}
        </Tabs.Trigger>
        <Tabs.Trigger value="manager" className={TRIGGER}>
          {t('managerTab')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="vendor" className="outline-none">
        {vendor}
      </Tabs.Content>
      <Tabs.Content value="manager" className="outline-none">
        {manager}
      </Tabs.Content>
    </Tabs.Root>
  );
}

import { dollarsToCents } from '@marketday/shared';
import { MoneyOwed } from '@/components/ui/money-owed';

// From the vendor's side a negative amount is money the market pays them (docs/product.md §10).
export function VendorMoneyOwed({ dollars, className }: { dollars: number; className?: string }) {
  return <MoneyOwed cents={dollarsToCents(dollars)} creditText="Market owes you" className={className} />;
}

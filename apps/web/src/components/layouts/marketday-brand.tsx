import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

// Product name with its mark; links home (the about page) from every unauthenticated screen.
export function MarketdayBrand({ className }: { className?: string }) {
  return (
    <Link
      to={paths.about}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-md font-bold text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-current/15" aria-hidden="true">
        <Sprout className="size-5" />
      </span>
      Marketday
    </Link>
  );
}

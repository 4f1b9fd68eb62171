import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

const SIZES = { small: 'size-4', medium: 'size-6', large: 'size-10' } as const;

export function Spinner({ size = 'medium', className }: { size?: keyof typeof SIZES; className?: string }) {
  const t = useMessages(en);
  return (
    <Loader2
      role="status"
      aria-label={t('loading')}
      className={cn('animate-spin text-primary', SIZES[size], className)}
    />
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner size="large" />
    </div>
  );
}

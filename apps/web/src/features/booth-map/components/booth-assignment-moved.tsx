import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// A vendor the manager moved for this one date (source DATE); on other dates they keep their default booth.
export function MovedBadge() {
  const t = useMessages(en);
  return (
    <Badge variant="warning" className="mt-1">
      {t('movedForDate')}
    </Badge>
  );
}

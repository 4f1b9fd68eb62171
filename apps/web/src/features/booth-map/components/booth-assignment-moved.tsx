import { Badge } from '@/components/ui/badge';

// A vendor the manager moved for this one date (source DATE); on other dates they keep their default booth.
export function MovedBadge() {
  return (
    <Badge variant="warning" className="mt-1">
      Moved for this date
    </Badge>
  );
}

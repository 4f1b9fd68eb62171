import { UserCheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

// Marks vendors who keep their own profile, so the disabled Edit is expected.
export function OwnAccountBadge() {
  return (
    <Badge variant="outline" title="This vendor manages their own profile.">
      <UserCheckIcon aria-hidden="true" />
      Own account
    </Badge>
  );
}

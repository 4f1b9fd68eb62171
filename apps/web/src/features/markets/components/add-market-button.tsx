import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function AddMarketButton() {
  return (
    <Button asChild>
      <Link to={paths.marketSettings}>
        <Plus aria-hidden /> Add Market
      </Link>
    </Button>
  );
}

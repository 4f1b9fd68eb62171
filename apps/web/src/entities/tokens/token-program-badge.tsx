import { type Token, tokenProgramLabel, VENDOR_TYPE_LABELS, VENDOR_TYPES } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// A token's program ("SNAP", "Incentive: Market Match", …) and, when it is limited, who may accept it.
export function TokenProgramBadge({
  token,
}: {
  token: Pick<Token, 'program' | 'program_name' | 'accepted_by'>;
}) {
  const t = useMessages(en);
  // A token cached before programs existed has neither field: nothing to show.
  if (!token.program || !token.accepted_by) return null;
  const limited = token.accepted_by.length < VENDOR_TYPES.length;
  const acceptedBy = token.accepted_by.map((type) => sayShared(VENDOR_TYPE_LABELS[type])).join(', ');
  return (
    <span className="flex min-w-0 max-w-full flex-wrap items-center gap-1">
      <Badge
        variant="secondary"
        className="max-w-full whitespace-normal break-words"
        data-token-program={token.program}
      >
        {tokenProgramLabel(token)}
      </Badge>
      {limited ? (
        <Badge variant="outline" className="max-w-full whitespace-normal break-words font-normal">
          {acceptedBy ? t('acceptedOnlyBy', { types: acceptedBy }) : t('acceptedByNone')}
        </Badge>
      ) : null}
    </span>
  );
}

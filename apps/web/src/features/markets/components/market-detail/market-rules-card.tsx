import { type Market, RULE_KEYS, RULE_LABELS } from '@marketday/shared';
import { Link } from 'react-router';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import en from '../../locales/en.json';
import { marketLinks } from '../../market-links';
import { DetailCard, EmptyNote } from './detail-card';

// Whether shoppers have a page (set on the rules page, under the vendors' rules).
function PublicPageStatus({ market }: { market: Market }) {
  const t = useMessages(en);
  const isOn = market.public_page_enabled && market.public_slug;
  return (
    <p className="mb-3 text-muted-foreground text-sm">
      {t('publicPageLabel')}{' '}
      {isOn ? (
        <a
          href={`/m/${encodeURIComponent(market.public_slug ?? '')}`}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline-offset-4 hover:underline"
        >
          {t('publicPageOn', { slug: market.public_slug })}
        </a>
      ) : (
        t('publicPageOff')
      )}
    </p>
  );
}

export function MarketRulesCard({ market }: { market: Market }) {
  const t = useMessages(en);
  // The summary when there is one, otherwise the first rule written.
  const key = RULE_KEYS.find((rule) => market.rules[rule]?.trim());
  const written = RULE_KEYS.filter((rule) => market.rules[rule]?.trim()).length;
  // The rules page is their editor, a co-manager's at most (docs/decisions/029).
  const { canEditMarkets } = useManagerPermissions();
  return (
    <DetailCard title={t('rules')} action={{ to: marketLinks.rules(market.id), label: t('viewAllRules') }}>
      <PublicPageStatus market={market} />
      {key ? (
        <div className="grid gap-2 text-sm">
          <p className="font-medium">{sayShared(RULE_LABELS[key])}</p>
          <p className="line-clamp-4 whitespace-pre-line text-muted-foreground">{market.rules[key]}</p>
          <p className="text-muted-foreground text-xs">
            {t('sectionsWritten', { written, total: RULE_KEYS.length })}
          </p>
        </div>
      ) : (
        <EmptyNote>
          <p>{t('noRulesYet')}</p>
          {canEditMarkets && (
            <Link
              to={marketLinks.rules(market.id)}
              className="text-primary underline-offset-4 hover:underline"
            >
              {t('writeRules')}
            </Link>
          )}
        </EmptyNote>
      )}
    </DetailCard>
  );
}

import { UNKNOWN_QUERY_ERROR } from '@marketday/shared';
import { QueryClientContext } from '@tanstack/react-query';
import { CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { useContext, useState } from 'react';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { isStoppedLoad } from '@/lib/load-requests';
import { Button } from '../button';
import { Card, CardContent, CardHeader, CardTitle } from '../card';
import en from './locales/en.json';

export function dataTableErrorMessage(error: unknown): string {
  // HTTP failures go through the docs/product.md §8 catalogue, and a load the manager stopped says so (issue 13);
  // plain errors keep their own message.
  if (error instanceof ApiError || isStoppedLoad(error)) return getErrorMessage(error);
  // A plain error's message may be one the shared code makes in English: said in the reader's language.
  if (error instanceof Error && error.message) return sayShared(error.message);
  return sayShared(UNKNOWN_QUERY_ERROR);
}

type DataTableErrorCardProps = {
  error: unknown;
  /** Defaults to fetching every failed query again, so a card needs no wiring to be retried. */
  onRetry?: (() => void) | undefined;
};

// docs/product.md §2: query errors display a card titled 'Error:' with the message, and a Retry.
export function DataTableErrorCard({ error, onRetry }: DataTableErrorCardProps) {
  const t = useMessages(en);
  // Read from context, not useQueryClient(): a card rendered outside a provider simply has no default Retry.
  const queryClient = useContext(QueryClientContext);
  const [isRetrying, setIsRetrying] = useState(false);

  async function retry() {
    if (onRetry) return onRetry();
    if (!queryClient) return;
    setIsRetrying(true);
    try {
      await queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    } finally {
      setIsRetrying(false);
    }
  }

  return (
    <Card role="alert" className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <CircleAlertIcon aria-hidden="true" className="size-5" />
          {t('errorTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">{dataTableErrorMessage(error)}</p>
        {(onRetry || queryClient) && (
          <Button variant="outline" loading={isRetrying} onClick={() => void retry()}>
            <RotateCwIcon aria-hidden="true" />
            {t('retry')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

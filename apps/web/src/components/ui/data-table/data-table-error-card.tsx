import { UNKNOWN_QUERY_ERROR } from '@marketday/shared';
import { isAxiosError } from 'axios';
import { CircleAlertIcon } from 'lucide-react';
import { getErrorMessage } from '@/lib/api-client';
import { Card, CardContent, CardHeader, CardTitle } from '../card';

export function dataTableErrorMessage(error: unknown): string {
  // HTTP failures go through the docs/product.md §8 catalogue; plain errors keep their own message.
  if (isAxiosError(error)) return getErrorMessage(error);
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_QUERY_ERROR;
}

// docs/product.md §2: query errors display a card titled 'Error:' with the message.
export function DataTableErrorCard({ error }: { error: unknown }) {
  return (
    <Card role="alert" className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <CircleAlertIcon aria-hidden="true" className="size-5" />
          Error:
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{dataTableErrorMessage(error)}</p>
      </CardContent>
    </Card>
  );
}

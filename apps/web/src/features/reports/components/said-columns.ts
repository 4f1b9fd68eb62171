import { sayShared } from '@/lib/i18n/use-messages';

/** A table's CSV columns with their headers in the reader's language (the shared English labels, said again). */
export function saidColumns<C extends { header: string }>(columns: readonly C[]): C[] {
  return columns.map((column) => ({ ...column, header: sayShared(column.header) }));
}

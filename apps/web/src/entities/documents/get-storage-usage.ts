import type { StorageUsage } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './document-keys';

// What the account keeps in stored files against its quota; refreshed with every document change (documentKeys.all).
export async function getStorageUsage(): Promise<StorageUsage> {
  const { data } = await api.get<StorageUsage>('/documents/storage');
  return data;
}

export function useStorageUsage() {
  return useQuery(queryOptions({ queryKey: documentKeys.storage(), queryFn: getStorageUsage }));
}

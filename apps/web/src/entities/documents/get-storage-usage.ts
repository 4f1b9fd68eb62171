import type { StorageUsage } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { documentKeys } from './document-keys';

// What the account keeps in stored files against its quota; refreshed with every document change (documentKeys.all).
export function getStorageUsage(): Promise<StorageUsage> {
  return dataOf(api.get<StorageUsage>('/documents/storage'));
}

const storageUsageQueryOptions = queryOptionsFor(documentKeys.storage, getStorageUsage);

export function useStorageUsage() {
  return useQuery(storageUsageQueryOptions());
}

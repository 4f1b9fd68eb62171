import type { ApiResponse } from '@/lib/api-client';

/** The body of an answer, which is all most reads and writes hand on: `dataOf(api.get<Market[]>(url))`. */
export async function dataOf<T>(answer: Promise<ApiResponse<T>>): Promise<T> {
  return (await answer).data;
}

import type { LanguageChoice, SelfUser } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

export function saveLanguage(input: LanguageChoice): Promise<LanguageChoice> {
  return dataOf(api.put<LanguageChoice>('/users/self/language', input));
}

// The account's language (docs/i18n.md): the profile kept in the cache says it at once.
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: ({ language }) =>
      queryClient.setQueryData<SelfUser>(userKeys.self(), (self) => (self ? { ...self, language } : self)),
  });
}

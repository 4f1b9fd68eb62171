import { useAlertsIfProvided } from '@/components/ui/alerts-provider';
import { LanguagePicker } from '@/components/ui/language-picker';
import { getErrorMessage } from '@/lib/api-client';
import { useSaveLanguage } from './save-language';

// The language picker of a signed-in reader: shown at once, and kept on the account so every device and what the
// account receives (a vendor's receipts and statements) follow it.
export function AccountLanguagePicker({ className }: { className?: string }) {
  const save = useSaveLanguage();
  const alerts = useAlertsIfProvided();
  return (
    <LanguagePicker
      className={className}
      onChosen={(language) =>
        save.mutate({ language }, { onError: (error) => alerts?.showError(getErrorMessage(error)) })
      }
    />
  );
}

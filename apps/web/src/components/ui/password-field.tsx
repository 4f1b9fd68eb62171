import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/form-field';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// Typing a password on a phone outdoors is error-prone, so it can be revealed.
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'action'>) {
  const t = useMessages(en);
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      action={
        <button
          type="button"
          onClick={() => setIsVisible((v) => !v)}
          aria-label={t('showSecret', { label: props.label.toLowerCase() })}
          aria-pressed={isVisible}
          aria-controls={props.id}
          className="flex size-11 items-center justify-center rounded-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      }
    />
  );
}

import { FileIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { ACCEPTED_DOCUMENT_FILES, formatFileSize } from './upload-form-values';

type DocumentFileFieldProps = {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string | undefined;
};

export function DocumentFileField({ id, file, onChange, onBlur, error }: DocumentFileFieldProps) {
  const t = useMessages(en);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;

  function remove() {
    // Clearing the native value lets the same file be chosen again.
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('fileLabel')}</Label>
      <Input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPTED_DOCUMENT_FILES}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        className="h-auto min-h-11 cursor-pointer py-2 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:font-medium file:text-secondary-foreground"
      />
      <p id={hintId} className="text-muted-foreground text-sm">
        {t('fileHint')}
      </p>
      {file && (
        <div className="flex items-center gap-2 rounded-md border bg-muted/40 py-1 pl-3 text-sm">
          <FileIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          <span className="shrink-0 text-muted-foreground tabular-nums">{formatFileSize(file.size)}</span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={remove}
            aria-label={t('removeFile', { file: file.name })}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

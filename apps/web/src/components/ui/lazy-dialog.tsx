import type { ComponentType } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { type LazyPart, lazyPart, PartLoading, PartUnavailable } from './lazy-part';
import en from './locales/en.json';
import { Modal } from './modal';

type DialogProps = { open?: boolean; onOpenChange: (open: boolean) => void };

/**
 * A whole dialog whose code loads after the page's first screen (./lazy-part.tsx). Opened before it has arrived, a
 * dialog frame opens at once with a placeholder, or with the message that it could not be loaded: either can be
 * closed like the dialog itself, and the next opening tries again.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  return lazyPart(load, (props, failed) => (
    <DialogWhileLoading open={props.open ?? true} onOpenChange={props.onOpenChange} failed={failed} />
  ));
}

function DialogWhileLoading({ open, onOpenChange, failed }: Required<DialogProps> & { failed: boolean }) {
  const t = useMessages(en);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={failed ? t('partUnavailableTitle') : t('partLoading')}
    >
      {failed ? <PartUnavailable inset={false} /> : <PartLoading inset={false} />}
    </Modal>
  );
}

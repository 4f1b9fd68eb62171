import { Dialog as DialogPrimitive, VisuallyHidden } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { DialogCloseButton } from './dialog-close-button';
import { Label } from './label';
import en from './locales/en.json';
import {
  type ModalSize,
  type ModalTransition,
  modalContentVariants,
  modalOverlayClass,
} from './modal-variants';
import './animations.css';
import { nestedLayerHandlers } from './nested-layers';

export type { ModalSize, ModalTransition };

export type ModalProps = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called whenever the user dismisses the modal (Cancel, close button, backdrop, Escape). */
  onCancel?: () => void;
  /** Without it the footer is hidden. */
  onConfirm?: () => void;
  title?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  confirmVariant?: 'default' | 'destructive';
  isConfirmDisabled?: boolean;
  /** false: no close button, backdrop clicks and Escape are ignored. */
  isCloseable?: boolean;
  /** When given, Confirm stays disabled until this box is ticked. */
  checkboxText?: string;
  size?: ModalSize;
  transition?: ModalTransition;
  loading?: boolean;
  className?: string;
  /**
   * Once the modal has closed, after its exit animation (none with reduced motion): call preventDefault to put
   * focus somewhere else than back on what opened it.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

export function Modal({
  open,
  onOpenChange,
  onCancel,
  onConfirm,
  title,
  subtitle,
  children,
  confirmText,
  cancelText,
  confirmVariant = 'default',
  isConfirmDisabled = false,
  isCloseable = true,
  checkboxText,
  size = 'default',
  transition = 'fadeScale',
  loading = false,
  className,
  onCloseAutoFocus,
}: ModalProps) {
  const t = useMessages(en);
  const checkboxId = useId();
  const [isChecked, setIsChecked] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts with the confirmation box unticked.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setIsChecked(false);
  }

  const dismiss = () => {
    onCancel?.();
    onOpenChange?.(false);
  };
  const blockWhenLocked = (event: Event) => {
    if (!isCloseable) event.preventDefault();
  };
  const isConfirmBlocked = isConfirmDisabled || (checkboxText !== undefined && !isChecked);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? onOpenChange?.(true) : dismiss())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="modal-overlay" className={modalOverlayClass} />
        <DialogPrimitive.Content
          data-slot="modal"
          data-size={size}
          data-transition={transition}
          className={cn(modalContentVariants({ size, transition }), className)}
          onEscapeKeyDown={blockWhenLocked}
          {...nestedLayerHandlers({
            onPointerDownOutside: blockWhenLocked,
            onInteractOutside: blockWhenLocked,
          })}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(subtitle ? {} : { 'aria-describedby': undefined })}
        >
          <div data-slot="modal-header" className={cn('flex flex-col gap-1.5', isCloseable && 'pr-10')}>
            {title ? (
              <DialogPrimitive.Title className="font-semibold text-lg leading-tight">
                {title}
              </DialogPrimitive.Title>
            ) : (
              <VisuallyHidden.Root asChild>
                <DialogPrimitive.Title>{t('dialog')}</DialogPrimitive.Title>
              </VisuallyHidden.Root>
            )}
            {subtitle && (
              <DialogPrimitive.Description className="text-muted-foreground text-sm">
                {subtitle}
              </DialogPrimitive.Description>
            )}
          </div>
          <div data-slot="modal-body">{children}</div>
          {checkboxText !== undefined && (
            <div className="flex items-center gap-3">
              <Checkbox
                id={checkboxId}
                checked={isChecked}
                onCheckedChange={(value) => setIsChecked(value === true)}
              />
              <Label htmlFor={checkboxId} className="min-h-11 leading-snug">
                {checkboxText}
              </Label>
            </div>
          )}
          {onConfirm && (
            <div data-slot="modal-footer" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={dismiss}>
                {cancelText ?? t('cancel')}
              </Button>
              <Button
                type="button"
                variant={confirmVariant}
                disabled={isConfirmBlocked}
                loading={loading}
                onClick={onConfirm}
              >
                {confirmText ?? t('confirm')}
              </Button>
            </div>
          )}
          {isCloseable && <DialogCloseButton />}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

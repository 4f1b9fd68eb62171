import { cva } from 'class-variance-authority';

export type ModalSize = 'sm' | 'md' | 'lg' | 'wide' | 'long' | 'fit' | 'default';
export type ModalTransition = 'fadeScale' | 'slideUp' | 'drawerRight';

// Centred dialogs use inset-0 + m-auto + h-fit so the keyframes can own `transform`.
const centred = 'inset-0 m-auto h-fit max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] rounded-xl border';

// Drawers and sheets: in from and out to the edge that --md-offscreen names (animations.css).
export const edgeSlide =
  'data-[state=closed]:animate-[md-to-edge_220ms_ease-in] data-[state=open]:animate-[md-from-edge_220ms_ease-out]';

// Every duration is 220 ms = DIALOG_EXIT_MS (docs/product.md §9).
export const modalContentVariants = cva(
  'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background p-5 text-foreground shadow-lg outline-none motion-reduce:animate-none!',
  {
    variants: {
      transition: {
        fadeScale: `${centred} data-[state=closed]:animate-[md-scale-out_220ms_ease-in] data-[state=open]:animate-[md-scale-in_220ms_ease-out]`,
        slideUp: `${centred} data-[state=closed]:animate-[md-slide-up-out_220ms_ease-in] data-[state=open]:animate-[md-slide-up-in_220ms_ease-out]`,
        drawerRight: `inset-y-0 right-0 h-full w-full border-l ${edgeSlide} [--md-offscreen:translateX(100%)]`,
      },
      size: {
        default: 'max-w-lg',
        sm: 'max-w-sm',
        md: 'max-w-md',
        lg: 'max-w-2xl',
        wide: 'max-w-5xl',
        long: 'max-w-lg',
        fit: 'w-fit max-w-[calc(100%-2rem)]',
      },
    },
    compoundVariants: [
      // "long" fills the screen height for long forms such as the day report.
      { size: 'long', transition: ['fadeScale', 'slideUp'], className: 'h-[calc(100svh-2rem)]' },
    ],
    defaultVariants: { transition: 'fadeScale', size: 'default' },
  },
);

export const modalOverlayClass =
  'fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-[md-fade-out_220ms_ease-in] data-[state=open]:animate-[md-fade-in_220ms_ease-out] motion-reduce:animate-none!';

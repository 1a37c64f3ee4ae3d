import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, MouseEventHandler } from 'react';
import { cn } from '../lib/cn.ts';

/** Every size is at least 44 px tall, the least touch target the shop gives any control. */
export const buttonVariants = cva(
  'inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-ink text-paper hover:bg-ink/85',
        /** The primary button on a dark band. */
        inverse: 'bg-paper text-ink hover:bg-paper/85 focus-visible:outline-paper',
        secondary: 'border border-ink/80 text-ink hover:bg-ink/5',
        ghost: 'text-ink hover:bg-ink/5',
        link: 'text-ink underline underline-offset-4 hover:no-underline',
      },
      size: {
        default: 'px-5',
        small: 'px-3',
        icon: 'size-11',
        none: '',
      },
      /** Where the label sits: centred, or its ends pushed apart (a label and a sign). */
      justify: {
        center: 'justify-center',
        between: 'justify-between',
      },
    },
    defaultVariants: { variant: 'primary', size: 'default', justify: 'center' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

/**
 * What a button whose action is under way (`pending`) takes: it acts disabled and says it is busy,
 * but keeps the keyboard focus — a button that becomes disabled drops the focus to the page, and
 * with it the customer's place (the next Tab starts again at the top). For a button not drawn by
 * `Button`; `Button` takes `pending` itself.
 */
export function pendingProps(
  pending: boolean,
  onClick: MouseEventHandler<HTMLButtonElement> | undefined,
): Pick<ComponentProps<'button'>, 'aria-disabled' | 'aria-busy' | 'onClick'> {
  return {
    'aria-disabled': pending || undefined,
    'aria-busy': pending || undefined,
    onClick: (event) => {
      // Pressed again while pending, a submit button would send its form again.
      if (pending) event.preventDefault();
      else onClick?.(event);
    },
  };
}

/** `pending`: what the button does is under way; it looks and acts disabled (`pendingProps`). */
export function Button({
  className,
  variant,
  size,
  justify,
  type = 'button',
  pending = false,
  onClick,
  ...props
}: ComponentProps<'button'> & ButtonVariants & { pending?: boolean }) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size, justify }), className)}
      {...pendingProps(pending, onClick)}
      {...props}
    />
  );
}

import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Not modal: a modal menu hides the page from screen readers (aria-hidden) while its trigger keeps
 * focus there, which axe reports as hidden focusable content.
 */
export const DropdownMenu = (props: ComponentProps<typeof Menu.Root>) => (
  <Menu.Root modal={false} {...props} />
);
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align="end"
        sideOffset={6}
        className={cn('z-50 min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-xl', className)}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({
  className,
  destructive,
  ...props
}: ComponentProps<typeof Menu.Item> & { destructive?: boolean }) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 [&_svg]:size-4',
        destructive ? 'text-red-600 data-[highlighted]:bg-red-50' : 'text-ink',
        className,
      )}
      {...props}
    />
  );
}

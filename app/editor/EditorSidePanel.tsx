import * as Tabs from '@radix-ui/react-tabs';
import { Bot, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type PanelTab = 'details' | 'ai';

const TAB =
  'flex h-11 flex-1 items-center justify-center gap-2 border-b-2 border-transparent text-sm font-semibold text-slate-600 transition-colors hover:text-ink data-[state=active]:border-brand data-[state=active]:text-ink [&_svg]:size-4';

/**
 * The editor's side panel (issue 32): the selected slide's details or the conversation with the
 * assistant, one at a time, beside the slide from wide screens up and under it below. The slide
 * itself never scrolls away while its fields are edited: the panel scrolls on its own.
 */
export function EditorSidePanel({
  tab,
  onTab,
  details,
  chat,
  className,
}: {
  tab: PanelTab;
  onTab: (tab: PanelTab) => void;
  details: ReactNode;
  chat: ReactNode;
  className?: string;
}) {
  return (
    <Tabs.Root
      id="editor-panel"
      value={tab}
      onValueChange={(v) => onTab(v as PanelTab)}
      className={cn('flex min-h-0 flex-col bg-white', className)}
    >
      <Tabs.List aria-label="Editor panel" className="flex shrink-0 border-b border-slate-200 px-2">
        <Tabs.Trigger value="details" className={TAB}>
          <SlidersHorizontal /> Details
        </Tabs.Trigger>
        <Tabs.Trigger value="ai" className={TAB}>
          <Bot /> AI chat
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details" className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-none">
        {details}
      </Tabs.Content>
      <Tabs.Content value="ai" className="flex min-h-0 flex-1 flex-col focus-visible:outline-none">
        {chat}
      </Tabs.Content>
    </Tabs.Root>
  );
}

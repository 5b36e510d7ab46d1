import type { ShareLink } from '@common/schemas/shares';
import { Switch } from '../ui/switch';

export type LinkFlags = Partial<
  Pick<ShareLink, 'allowDownload' | 'allowComments' | 'askApproval' | 'askEmail'>
>;

const SWITCHES = [
  { key: 'allowComments', label: 'Allow comments' },
  { key: 'askApproval', label: 'Ask for approval' },
  { key: 'askEmail', label: 'Ask for email' },
] as const;

/** A share link's client-review switches (issue 29), beside its download switch. */
export function ReviewSwitches({ link, onFlag }: { link: ShareLink; onFlag: (flags: LinkFlags) => void }) {
  return (
    <>
      {SWITCHES.map(({ key, label }) => (
        <span key={key} className="flex items-center gap-2 text-xs font-medium">
          <Switch checked={link[key]} onCheckedChange={(v) => onFlag({ [key]: v })} aria-label={label} />
          {label}
        </span>
      ))}
    </>
  );
}

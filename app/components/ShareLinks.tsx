import type { ShareLink, ShareView } from '@common/schemas/shares';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format, formatDistanceToNow } from 'date-fns';
import { BarChart3, Lock, LockOpen, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/client';
import { clientKeys } from '../api/clients';
import { shareKeys } from '../api/shares';
import { LinkSlideSummary } from './review/LinkSlideSummary';
import { type LinkFlags, ReviewSwitches } from './review/ReviewSwitches';
import { Button } from './ui/button';
import { Switch } from './ui/switch';
import { toast, toastError } from './ui/toast';

/** The presentation's live links: protection, expiry, PDF download, views, revoke. */
export function ShareLinks({ presentationId, refreshKey }: { presentationId: string; refreshKey?: string }) {
  const qc = useQueryClient();
  const links = useQuery<ShareLink[]>({ queryKey: shareKeys.links(presentationId), staleTime: 0 });
  const refresh = () => qc.invalidateQueries({ queryKey: shareKeys.links(presentationId) });
  // A link just created (refreshKey changes) joins the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch only when a new link appears
  useEffect(() => {
    if (refreshKey) qc.invalidateQueries({ queryKey: shareKeys.links(presentationId) });
  }, [refreshKey]);
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: string } & LinkFlags & { expiresAt?: string | null }) =>
      apiRequest(`/api/share-links/${id}`, { method: 'PATCH', body }),
    onSuccess: refresh,
    onError: (err) => toastError(`Failed to update share link. ${err.message}`),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest(`/api/share-links/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      refresh();
      qc.invalidateQueries({ queryKey: clientKeys.all });
      toast({ title: 'Share link revoked' });
    },
    onError: () => toastError('Failed to revoke share link'),
  });
  const live = (links.data ?? []).filter((l) => !l.revokedAt);
  if (links.isLoading) return <p className="text-sm text-slate-500">Loading links...</p>;
  if (!live.length) return null;
  return (
    <section aria-label="Existing links" className="grid min-w-0 gap-2 border-t border-slate-100 pt-4">
      <h3 className="text-xs font-bold uppercase tracking-wider text-slate-500">Existing links</h3>
      <ul className="grid max-h-72 min-w-0 grid-cols-1 gap-2 overflow-y-auto">
        {live.map((l) => (
          <LinkRow
            key={l.id}
            link={l}
            onDownload={(allowDownload) => update.mutate({ id: l.id, allowDownload })}
            onFlag={(flags) => update.mutate({ id: l.id, ...flags })}
            onExpiry={(expiresAt) => update.mutate({ id: l.id, expiresAt })}
            onRevoke={() => revoke.mutate(l.id)}
          />
        ))}
      </ul>
    </section>
  );
}

function LinkRow({
  link,
  onDownload,
  onFlag,
  onExpiry,
  onRevoke,
}: {
  link: ShareLink;
  onDownload: (v: boolean) => void;
  onFlag: (flags: LinkFlags) => void;
  onExpiry: (v: string | null) => void;
  onRevoke: () => void;
}) {
  const [showViews, setShowViews] = useState(false);
  return (
    <li
      className="min-w-0 overflow-hidden rounded-xl border border-slate-200 p-3 text-sm"
      data-testid="share-link-row"
    >
      <div className="flex items-center gap-2">
        {link.isProtected ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">
            <Lock className="size-3" /> Protected
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
            <LockOpen className="size-3" /> Open
          </span>
        )}
        <span className="text-xs text-slate-500">
          Created {format(new Date(link.createdAt), 'MMM d, yyyy')}
        </span>
        <span className="ml-auto text-xs text-slate-500" data-testid="views-summary">
          {link.views} {link.views === 1 ? 'view' : 'views'}
          {link.lastViewedAt
            ? ` · last ${formatDistanceToNow(new Date(link.lastViewedAt), { addSuffix: true })}`
            : ''}
        </span>
      </div>
      <p className="mt-1 truncate font-mono text-xs text-slate-500">{link.shareUrl}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <span className="flex items-center gap-2 text-xs font-medium">
          <Switch checked={link.allowDownload} onCheckedChange={onDownload} aria-label="Allow PDF download" />
          Allow PDF download
        </span>
        <ReviewSwitches link={link} onFlag={onFlag} />
        <label className="flex items-center gap-1.5 text-xs font-medium">
          Expires
          <input
            type="date"
            aria-label="Expiry date"
            value={link.expiresAt ? link.expiresAt.slice(0, 10) : ''}
            onChange={(e) =>
              onExpiry(e.target.value ? new Date(`${e.target.value}T23:59:59`).toISOString() : null)
            }
            className="h-7 rounded border border-slate-300 px-1 text-xs"
          />
        </label>
        <Button variant="ghost" size="sm" onClick={() => setShowViews((v) => !v)} aria-expanded={showViews}>
          <BarChart3 /> Views
        </Button>
        <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50" onClick={onRevoke}>
          <Trash2 /> Revoke
        </Button>
      </div>
      {showViews && <LinkViews linkId={link.id} presentationId={link.presentationId} />}
    </li>
  );
}

const seconds = (ms: number) =>
  ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${(ms / 60_000).toFixed(1)} min`;

function LinkViews({ linkId, presentationId }: { linkId: string; presentationId: string }) {
  const views = useQuery<ShareView[]>({ queryKey: shareKeys.views(linkId), staleTime: 0 });
  if (views.isLoading) return <p className="mt-2 text-xs text-slate-500">Loading views...</p>;
  if (!views.data?.length)
    return <p className="mt-2 text-xs text-slate-500">Nobody has opened this link yet.</p>;
  return (
    <>
      <LinkSlideSummary presentationId={presentationId} linkId={linkId} views={views.data} />
      <ul className="mt-2 grid gap-2" aria-label="Views">
        {views.data.map((v) => (
          <li key={v.id} className="rounded-lg bg-paper p-2 text-xs">
            <p className="font-semibold">
              {format(new Date(v.startedAt), "MMM d, yyyy 'at' h:mm a")} · {v.deviceType} ·{' '}
              {seconds(v.totalMs)}
            </p>
            {v.email && (
              <p className="text-slate-600">
                {v.email} <span className="italic">(as typed by the viewer, not verified)</span>
              </p>
            )}
            <ul className="mt-1 grid gap-0.5">
              {v.slideTimes.map((t) => (
                <li key={t.slideId} className="flex min-w-0 justify-between gap-3 text-slate-600">
                  <span className="truncate">
                    {t.order ? `${t.order}. ` : ''}
                    {t.title}
                  </span>
                  <span className="tabular-nums">{seconds(t.ms)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

import { format } from 'date-fns';
import { CheckCircle2, History } from 'lucide-react';
import { useEffect } from 'react';
import { useApprovals } from '../../api/comments';

/**
 * The deck's latest approval through a share link (issue 29): who, when, which saved version; and,
 * once the deck has changed since, that it is for an earlier version.
 */
export function ApprovalNotice({ presentationId, revision }: { presentationId: string; revision?: number }) {
  const { data, refetch } = useApprovals(presentationId);
  const hasAny = Boolean(data?.length);
  // Whether an approval is for an earlier version depends on the deck: asked again as it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on a new revision
  useEffect(() => {
    if (hasAny) void refetch();
  }, [revision]);
  const latest = data?.[0];
  if (!latest) return null;
  const line = `Approved by ${latest.name} on ${format(new Date(latest.approvedAt), 'MMM d, yyyy')} (v${latest.version})`;
  return (
    <section
      aria-label="Approval"
      data-testid="approval-notice"
      className={
        latest.earlier
          ? 'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2.5 text-sm text-amber-950'
          : 'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-2.5 text-sm text-emerald-950'
      }
    >
      {latest.earlier ? (
        <History className="size-4" aria-hidden />
      ) : (
        <CheckCircle2 className="size-4" aria-hidden />
      )}
      <span className="font-semibold">{line}</span>
      {latest.earlier && <span>This approval is for an earlier version: the deck has changed since.</span>}
      {latest.note && <span className="w-full pl-7 text-ink-soft">“{latest.note}”</span>}
    </section>
  );
}

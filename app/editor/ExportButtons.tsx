import { FileDown, FileText, Presentation } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '../api/client';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { toast, toastError } from '../components/ui/toast';
import { WithTooltip } from '../components/ui/tooltip';

type Format = 'pdf' | 'html' | 'pptx';

const FORMATS: Record<Format, { label: string; icon: typeof FileDown; ok: string; fail: string }> = {
  pdf: { label: 'Export PDF', icon: FileDown, ok: 'PDF exported successfully', fail: 'Failed to export PDF' },
  html: {
    label: 'Export HTML',
    icon: FileText,
    ok: 'HTML file downloaded successfully',
    fail: 'Failed to export HTML',
  },
  pptx: {
    label: 'Export PowerPoint',
    icon: Presentation,
    ok: 'PowerPoint file downloaded successfully',
    fail: 'Failed to export PowerPoint',
  },
};

export function ExportButtons({ presentationId, title }: { presentationId: string; title: string }) {
  const [busy, setBusy] = useState<Format | null>(null);
  async function run(format: Format) {
    if (busy) return;
    setBusy(format);
    try {
      await downloadFile(
        `/api/presentations/${presentationId}/export/${format}`,
        `${title || 'Untitled'}.${format}`,
      );
      toast({ title: FORMATS[format].ok });
    } catch (err) {
      toastError(`${FORMATS[format].fail}. ${err instanceof Error ? err.message : ''}`.trim());
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      {(Object.keys(FORMATS) as Format[]).map((f) => {
        const { label, icon: Icon } = FORMATS[f];
        return (
          <WithTooltip key={f} label={label}>
            <Button
              variant="outline"
              size="sm"
              onClick={() => run(f)}
              disabled={busy !== null}
              aria-busy={busy === f}
              className="max-sm:size-11"
            >
              {busy === f ? <Spinner /> : <Icon />}
              <span className="hidden xl:inline">{busy === f ? 'Exporting…' : label}</span>
              <span className="sr-only xl:hidden">{label}</span>
            </Button>
          </WithTooltip>
        );
      })}
    </>
  );
}

import { FILES_PER_UPLOAD } from '@common/limits';
import { ACCEPTED_ASSET_EXTENSIONS, type Asset, type ProcessAssetsResult } from '@common/schemas/assets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileText, FileUp, Sparkles, X, XCircle } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useProviders } from '../api/ai';
import { assetKeys } from '../api/assets';
import { ApiError, apiRequest } from '../api/client';
import { readFileAsDataUrl } from '../api/images';
import { importPowerPoint, isPowerPoint, POWERPOINT_ACCEPT } from '../api/powerPoint';
import { presentationKeys } from '../api/presentations';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '../components/ui/dialog';
import { Spinner } from '../components/ui/spinner';
import { toast, toastError } from '../components/ui/toast';

const ACCEPT = `${ACCEPTED_ASSET_EXTENSIONS.join(',')},${POWERPOINT_ACCEPT}`;
type Phase = 'idle' | 'uploading' | 'processing' | 'generating';
/** What became of one file of the last batch: stored, or refused with the server's reason. */
interface FileResult {
  name: string;
  ok: boolean;
  message: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const sizeOf = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

export function UploadDialog({
  presentationId,
  open,
  onOpenChange,
}: {
  presentationId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [results, setResults] = useState<FileResult[]>([]);
  const input = useRef<HTMLInputElement>(null);
  // Files already stored by an attempt that failed on a later file: a retry does not send them again.
  const uploaded = useRef(new Map<File, string>());
  const qc = useQueryClient();
  const providers = useProviders();
  // Documents uploaded before: slides can be made from one again (another provider, a restored deck).
  const stored = useQuery<Asset[]>({ queryKey: assetKeys.ofPresentation(presentationId), enabled: open });
  const [generatingId, setGeneratingId] = useState<string | null>(null);
  // The server's default when none is chosen (the server names it; until the list comes, it decides).
  const provider = () => providers.data?.defaultProvider;

  function pick(e: ChangeEvent<HTMLInputElement>) {
    const chosen = [...files, ...Array.from(e.target.files ?? [])];
    e.target.value = '';
    if (chosen.length > FILES_PER_UPLOAD) {
      toastError(`You can upload a maximum of ${FILES_PER_UPLOAD} files at once`, 'Too many files');
    }
    setFiles(chosen.slice(0, FILES_PER_UPLOAD));
  }

  /** Closing (Cancel, Escape, done) forgets the chosen files and the last batch's results. */
  function close() {
    setFiles([]);
    setResults([]);
    uploaded.current.clear();
    onOpenChange(false);
  }

  /**
   * Every file is tried, one after another; one refused file does not stop the rest. Slides are
   * made from all that were stored, and each file's result stays listed. Refused files stay chosen,
   * so they can be removed or tried again.
   */
  async function run() {
    if (!files.length || phase !== 'idle') return;
    setPhase('uploading');
    setResults([]);
    const assetIds: string[] = [];
    const outcome: FileResult[] = [];
    const failed: File[] = [];
    let imported = 0;
    for (const file of files) {
      try {
        // A PowerPoint file is imported as its own slides (issue 30), not drafted from its text.
        if (isPowerPoint(file)) {
          const result = await importPowerPoint(presentationId, file);
          imported++;
          toast({ title: result.message, ...(result.warning ? { description: result.warning } : {}) });
          outcome.push({ name: file.name, ok: true, message: result.warning ?? result.message });
          continue;
        }
        let id = uploaded.current.get(file);
        if (!id) {
          const asset = await apiRequest<{ id: string }>(`/api/presentations/${presentationId}/assets`, {
            body: { file: await readFileAsDataUrl(file), fileName: file.name, fileType: file.type },
          });
          id = asset.id;
          uploaded.current.set(file, id);
        }
        assetIds.push(id);
        outcome.push({ name: file.name, ok: true, message: 'Uploaded' });
      } catch (err) {
        failed.push(file);
        outcome.push({
          name: file.name,
          ok: false,
          message: err instanceof ApiError ? err.serverMessage : 'Could not be read or sent',
        });
      }
    }
    setResults(outcome);
    if (imported) await qc.invalidateQueries({ queryKey: presentationKeys.one(presentationId) });
    if (assetIds.length) void qc.invalidateQueries({ queryKey: assetKeys.ofPresentation(presentationId) });
    if (failed.length) {
      // SPEC's error toast, with the server's reason for each refused file (each names its file).
      const reasons = outcome.filter((r) => !r.ok).map((r) => r.message);
      toastError(`Failed to upload files. ${reasons.join(' ')}`);
    }
    if (!assetIds.length) {
      setPhase('idle');
      if (imported && !failed.length) close();
      else if (failed.length) setFiles(failed);
      return;
    }
    setPhase('processing');
    try {
      const result = await processAssets(assetIds);
      if (!result.warning && !failed.length) {
        toast({
          title: 'AI Processing Complete',
          description: result.message || `Created ${result.count} new slides`,
        });
      }
      if (failed.length) {
        // The dialog stays open on the refused files and every file's result.
        setFiles(failed);
        for (const f of files) if (!failed.includes(f)) uploaded.current.delete(f);
        setResults((r) => r.map((x) => (x.ok ? { ...x, message: 'Uploaded and made into slides' } : x)));
      } else close();
    } catch (err) {
      toastError(
        err instanceof ApiError ? err.serverMessage : 'Failed to process files with AI',
        'Processing Failed',
      );
    } finally {
      setPhase('idle');
    }
  }

  /** Slides from stored documents: the deck and its document list are refreshed, a warning shown. */
  async function processAssets(assetIds: string[]) {
    const result = await apiRequest<ProcessAssetsResult>(
      `/api/presentations/${presentationId}/process-assets`,
      { body: { assetIds, provider: provider() } },
    );
    await qc.invalidateQueries({ queryKey: presentationKeys.one(presentationId) });
    void qc.invalidateQueries({ queryKey: assetKeys.ofPresentation(presentationId) });
    if (result.warning) {
      toast({
        title: 'Processing Complete with Warnings',
        description: `${result.message}. ${result.warning}`,
      });
    }
    return result;
  }

  async function generateFrom(asset: Asset) {
    if (phase !== 'idle') return;
    setPhase('generating');
    setGeneratingId(asset.id);
    try {
      const result = await processAssets([asset.id]);
      if (!result.warning) {
        toast({ title: `Generated ${plural(result.count, 'slide', 'slides')} from asset` });
        onOpenChange(false);
      }
    } catch (err) {
      toastError(
        `Failed to generate slides from asset. ${err instanceof ApiError ? err.serverMessage : ''}`.trim(),
      );
    } finally {
      setPhase('idle');
      setGeneratingId(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => phase === 'idle' && (o ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader
          title="Upload Assets"
          description="PDF, Word, HTML or text documents become slides; PowerPoint files come in slide by slide"
        />
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={phase !== 'idle'}
          className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 p-8 text-center hover:border-brand hover:bg-brand-soft/40 disabled:pointer-events-none disabled:opacity-50"
        >
          <FileUp className="size-8 text-slate-400" />
          <span className="font-semibold text-ink">Choose files</span>
          <span className="text-xs text-slate-500">
            {ACCEPT.replaceAll(',', ' ')} — up to {FILES_PER_UPLOAD} files
          </span>
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="hidden"
          onChange={pick}
          aria-label="Files to upload"
        />
        {files.length > 0 && (
          <ul aria-label="Chosen files" className="max-h-48 space-y-1 overflow-y-auto">
            {files.map((f, i) => (
              <li
                key={`${f.name}-${i}`}
                className="flex items-center justify-between rounded-lg bg-paper px-3 py-2 text-sm"
              >
                <span className="truncate">{f.name}</span>
                <button
                  type="button"
                  aria-label={`Remove ${f.name}`}
                  disabled={phase !== 'idle'}
                  onClick={() => setFiles((fs) => fs.filter((_, j) => j !== i))}
                  className="rounded p-1 text-slate-400 hover:text-red-600 disabled:opacity-30"
                >
                  <X className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {results.length > 0 && (
          <ul aria-label="Upload results" className="space-y-1 text-sm">
            {results.map((r, i) => (
              <li
                key={`${r.name}-${i}`}
                data-ok={r.ok}
                className={r.ok ? 'flex gap-2 text-emerald-800' : 'flex gap-2 text-red-700'}
              >
                {r.ok ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0" />
                ) : (
                  <XCircle className="mt-0.5 size-4 shrink-0" />
                )}
                <span className="min-w-0">
                  <span className="font-semibold">{r.name}</span>: {r.message}
                </span>
              </li>
            ))}
          </ul>
        )}
        {Boolean(stored.data?.length) && (
          <section aria-labelledby="uploaded-documents" className="space-y-2">
            <h3 id="uploaded-documents" className="text-xs font-bold uppercase tracking-wider text-slate-500">
              Uploaded documents
            </h3>
            <ul
              aria-labelledby="uploaded-documents"
              className="max-h-44 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
            >
              {stored.data!.map((asset) => (
                <li key={asset.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                  <FileText className="size-4 shrink-0 text-slate-400" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-ink">{asset.fileName}</span>
                    <span className="text-xs text-slate-500">{sizeOf(asset.fileSize)}</span>
                    {asset.extractedContent.leftOut?.length ? (
                      <span className="block text-xs text-amber-700">
                        Not read: {asset.extractedContent.leftOut.join('; ')}
                      </span>
                    ) : null}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Generate slides from ${asset.fileName}`}
                    disabled={phase !== 'idle'}
                    onClick={() => generateFrom(asset)}
                  >
                    {generatingId === asset.id ? <Spinner /> : <Sparkles />}
                    {generatingId === asset.id ? 'Generating...' : 'Slides'}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={phase !== 'idle'}>
            Cancel
          </Button>
          <Button onClick={run} disabled={!files.length || phase !== 'idle'}>
            {(phase === 'uploading' || phase === 'processing') && <Spinner />}
            {phase === 'uploading'
              ? 'Uploading...'
              : phase === 'processing'
                ? 'AI processing...'
                : 'Upload and Generate Slides'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import type { Operation } from '@common/schemas/operations';
import type { ChecklistItem, Presentation, PresentationMetadata } from '@common/schemas/presentations';
import { ImageUp, Pencil, Sparkles, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { IMAGE_TYPES_TEXT, uploadImage } from '../api/images';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '../components/ui/dialog';
import { Input, Textarea } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Spinner } from '../components/ui/spinner';
import { toast, toastError } from '../components/ui/toast';
import { useImageUpload } from '../components/useImageUpload';
import { BriefChecklist } from './BriefChecklist';
import { checklistEdits, metadataEdit } from './deckEdits';

interface Draft {
  brief: string;
  checklist: ChecklistItem[];
  metadata: PresentationMetadata;
}

/** The brief as the panel shows it: the Client Name is the deck's client until someone writes another. */
const draftOf = (p: Presentation): Draft => ({
  brief: p.brief,
  checklist: p.checklist,
  metadata: p.metadata.clientName?.trim() ? p.metadata : { ...p.metadata, clientName: p.clientName },
});

/** What the edit changed, as deck operations (nothing for what stayed as it was). */
function briefEdits(p: Presentation, draft: Draft): Operation[] {
  // The client's name shown by default is no edit until someone changes it.
  const metadata = metadataEdit(draftOf(p).metadata, draft.metadata);
  return [
    ...(draft.brief !== p.brief ? [{ op: 'update_brief', brief: draft.brief } as const] : []),
    ...(metadata ? [metadata] : []),
    ...checklistEdits(p.checklist, draft.checklist),
  ];
}

export function BriefPanel({
  presentation,
  onApply,
  open,
  onOpenChange,
  onDraft,
}: {
  presentation: Presentation;
  /** Applies an edit as one step of the editor's history. */
  onApply: (label: string, operations: Operation[]) => Promise<unknown>;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Asks the chat for a first draft of the deck from this brief (issue 19). */
  onDraft?: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(presentation));
  const [saving, setSaving] = useState(false);

  // Outside edit mode the panel always shows what the server has.
  useEffect(() => {
    if (!editing) setDraft(draftOf(presentation));
  }, [presentation, editing]);

  const meta = draft.metadata;
  const setMeta = (patch: Partial<PresentationMetadata>) =>
    setDraft((d) => ({ ...d, metadata: { ...d.metadata, ...patch } }));

  async function save() {
    const operations = briefEdits(presentation, draft);
    setSaving(true);
    try {
      if (operations.length) await onApply('Edit brief', operations);
      toast({ title: 'Presentation updated successfully' });
      setEditing(false);
    } catch {
      toastError('Failed to update presentation');
    } finally {
      setSaving(false);
    }
  }

  function toggle(id: string) {
    const checklist = draft.checklist.map((i) => (i.id === id ? { ...i, completed: !i.completed } : i));
    setDraft((d) => ({ ...d, checklist }));
    // SPEC §4: toggling while not editing saves at once.
    if (!editing) {
      const item = checklist.find((i) => i.id === id)!;
      onApply(item.completed ? 'Tick checklist item' : 'Untick checklist item', [
        { op: 'update_checklist_item', itemId: id, completed: item.completed },
      ]).catch(() => toastError('Failed to update presentation'));
    }
  }

  const { uploading, choose, inputProps } = useImageUpload(
    async (file) => {
      const url = await uploadImage(presentation.id, 'logo', file);
      // Outside edit mode the logo is saved with the deck at once, and only then reported done:
      // a failed save is a failed upload, not a logo that silently disappears.
      if (!editing) await onApply('Change logo', [{ op: 'update_metadata', metadata: { logo: url } }]);
      setMeta({ logo: url });
      toast({ title: 'Logo uploaded successfully' });
    },
    () => 'Failed to upload logo. Please try again.',
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="right" aria-describedby={undefined}>
        <DialogHeader title="Presentation Brief" description="What this deck must say, and for whom" />
        <div className="mt-4 flex justify-end gap-2">
          {editing ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  setDraft(draftOf(presentation));
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
              <Button onClick={save} disabled={saving}>
                {saving && <Spinner />} Save Changes
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil /> Edit
            </Button>
          )}
        </div>

        <section className="mt-4 space-y-3">
          <h3 className="text-sm font-bold uppercase tracking-wider text-slate-500">Presentation Details</h3>
          <Field
            label="Client Name"
            id="meta-client"
            value={meta.clientName ?? ''}
            editing={editing}
            onChange={(v) => setMeta({ clientName: v })}
          />
          <Field
            label="Agency / Company"
            id="meta-agency"
            value={meta.agency ?? ''}
            editing={editing}
            onChange={(v) => setMeta({ agency: v })}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="meta-date">Presentation Date</Label>
            {editing ? (
              <div className="flex gap-2">
                <Input
                  id="meta-date"
                  value={meta.presentationDate ?? ''}
                  placeholder="October 2025"
                  onChange={(e) => setMeta({ presentationDate: e.target.value })}
                />
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="Generate from client name"
                  title="Generate from client name"
                  disabled={!meta.clientName?.trim()}
                  onClick={() =>
                    setMeta({
                      presentationDate: `${meta.clientName!.trim()} - Strategic Partnership Proposal`,
                    })
                  }
                >
                  <Wand2 />
                </Button>
              </div>
            ) : (
              <p className="text-sm text-ink">
                {meta.presentationDate || <span className="text-slate-400">—</span>}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="meta-logo">Logo URL</Label>
            <div className="flex items-center gap-2">
              {meta.logo && (
                <img src={meta.logo} alt="Logo" className="size-10 rounded border object-contain" />
              )}
              {editing ? (
                <Input
                  id="meta-logo"
                  value={meta.logo ?? ''}
                  onChange={(e) => setMeta({ logo: e.target.value })}
                />
              ) : (
                <p className="min-w-0 flex-1 truncate text-sm text-ink">
                  {meta.logo || <span className="text-slate-400">—</span>}
                </p>
              )}
              <input {...inputProps} aria-label="Upload logo" />
              <Button variant="outline" size="sm" onClick={choose} disabled={uploading}>
                {uploading ? <Spinner /> : <ImageUp />} Upload
              </Button>
            </div>
            <p className="text-xs text-slate-500">{IMAGE_TYPES_TEXT}</p>
          </div>
        </section>

        <section className="mt-8 space-y-3">
          <div className="flex items-center gap-2">
            <h3 className="flex-1 text-sm font-bold uppercase tracking-wider text-slate-500">
              Project Overview
            </h3>
            {onDraft && !editing && presentation.brief.trim() && (
              <Button variant="outline" size="sm" onClick={onDraft}>
                <Sparkles className="text-amber-500" /> Draft the deck
              </Button>
            )}
          </div>
          {editing ? (
            <Textarea
              aria-label="Brief"
              rows={8}
              value={draft.brief}
              onChange={(e) => setDraft((d) => ({ ...d, brief: e.target.value }))}
              placeholder="Goals, audience, the key message, what must not be said…"
            />
          ) : draft.brief ? (
            <p className="whitespace-pre-wrap text-sm leading-relaxed text-ink">{draft.brief}</p>
          ) : (
            <p className="text-sm text-slate-500">No brief added yet. Click Edit to add one.</p>
          )}
        </section>

        <BriefChecklist
          items={draft.checklist}
          editing={editing}
          onToggle={toggle}
          onRemove={(id) => setDraft((d) => ({ ...d, checklist: d.checklist.filter((i) => i.id !== id) }))}
          onAdd={(text) =>
            setDraft((d) => ({
              ...d,
              checklist: [...d.checklist, { id: String(Date.now()), text, completed: false }],
            }))
          }
        />
      </DialogContent>
    </Dialog>
  );
}

function Field({
  label,
  id,
  value,
  editing,
  onChange,
}: {
  label: string;
  id: string;
  value: string;
  editing: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {editing ? (
        <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <p id={id} className="text-sm text-ink">
          {value || <span className="text-slate-400">—</span>}
        </p>
      )}
    </div>
  );
}

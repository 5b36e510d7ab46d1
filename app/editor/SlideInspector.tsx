import type { Operation } from '@common/schemas/operations';
import { type DeckMetadata, strategicTitleFacts } from '@common/slides/deckDefaults';
import { SLIDE_TYPES, type SlideContent, type SlideType } from '@common/slides/model';
import { typeLabel } from '@common/slides/types';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Slide } from '../api/presentations';
import { Input, Textarea } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { toastError } from '../components/ui/toast';
import { ColorField } from './ColorField';
import { askConflict } from './conflicts';
import { contentEdit } from './deckEdits';
import { ChartData } from './grid/ChartData';
import { TableData } from './grid/TableData';
import { TimelineData } from './grid/TimelineData';
import { ImageField } from './ImageField';
import { PictureUpload } from './PictureUpload';
import { fieldsFor, readField, writeField } from './slideFields';

/**
 * Direct edits of the selected slide, beside the AI: type, content fields, colours, speaker notes.
 * Each field saves when it loses focus, so nothing typed is lost by clicking elsewhere.
 */
export function SlideInspector({
  slide,
  deck,
  onApply,
}: {
  slide: Slide;
  /** The brief's details, shown as the placeholder of a field that falls back to them when empty. */
  deck?: DeckMetadata;
  /** Applies an edit as one step of the editor's history. */
  onApply: (label: string, operations: Operation[]) => Promise<unknown>;
}) {
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const content = slide.content as SlideContent;
  const fallbacks = briefFallbacks(slide, deck);

  function save(label: string, op: Operation | null) {
    if (!op) return;
    setStatus('saving');
    onApply(label, [op]).then(
      () => setStatus('saved'),
      (err: Error) => {
        setStatus('idle');
        toastError(`Failed to update slide. ${err.message}`);
      },
    );
  }

  return (
    <section aria-label="Slide details" className="bg-white p-4 sm:p-5">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-sm font-bold uppercase tracking-wider text-slate-500">Slide details</h2>
        <span className="text-xs text-slate-500" aria-live="polite">
          {status === 'saving' ? 'Saving…' : status === 'saved' ? 'All changes saved' : ''}
        </span>
      </div>
      {/* One column: the panel beside the slide is narrow, and under it a single column reads best. */}
      <div className="flex flex-col gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="slide-type">Type</Label>
          <select
            id="slide-type"
            value={slide.type}
            onChange={(e) =>
              save('Change slide type', {
                op: 'update_slide',
                slideId: slide.id,
                type: e.target.value as SlideType,
              })
            }
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
          >
            {SLIDE_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeLabel(t)}
              </option>
            ))}
          </select>
        </div>
        {fieldsFor(slide.type).map((spec) =>
          spec.kind === 'image' ? (
            <ImageField
              key={`${slide.id}:${spec.key}`}
              slideId={slide.id}
              presentationId={slide.presentationId}
              content={content}
              onSave={(image) => save('Edit picture', contentEdit(slide.id, content, { ...content, image }))}
            />
          ) : spec.kind === 'chart' ? (
            <ChartData
              key={`${slide.id}:${spec.key}`}
              slideId={slide.id}
              chart={content.chart}
              onSave={(label, chart) => save(label, contentEdit(slide.id, content, { ...content, chart }))}
            />
          ) : spec.kind === 'table' ? (
            <TableData
              key={`${slide.id}:${spec.key}`}
              slideId={slide.id}
              table={content.table}
              onSave={(label, table) => save(label, contentEdit(slide.id, content, { ...content, table }))}
            />
          ) : spec.kind === 'steps' ? (
            <TimelineData
              key={`${slide.id}:${spec.key}`}
              slideId={slide.id}
              steps={content.steps}
              onSave={(label, steps) => save(label, contentEdit(slide.id, content, { ...content, steps }))}
            />
          ) : (
            <DraftField
              key={`${slide.id}:${spec.key}`}
              id={`field-${spec.key}`}
              label={spec.label}
              kind={spec.kind}
              placeholder={fallbacks[spec.key] ?? spec.placeholder}
              help={spec.help}
              value={readField(content, spec)}
              onCommit={(text) =>
                save('Edit slide', contentEdit(slide.id, content, writeField(content, spec, text)))
              }
              extra={
                spec.key === 'htmlContent' ? (
                  <PictureUpload
                    presentationId={slide.presentationId}
                    onUploaded={(url) => {
                      const html = readField(content, spec);
                      const tag = `<img src="${url}" alt="">`;
                      save(
                        'Add picture',
                        contentEdit(
                          slide.id,
                          content,
                          writeField(content, spec, html ? `${html}\n${tag}` : tag),
                        ),
                      );
                    }}
                  />
                ) : undefined
              }
            />
          ),
        )}
        <div>
          <DraftField
            key={`${slide.id}:notes`}
            id="field-notes"
            label="Speaker notes"
            kind="text"
            value={slide.notes}
            onCommit={(notes) => save('Edit speaker notes', { op: 'update_slide', slideId: slide.id, notes })}
          />
        </div>
      </div>
    </section>
  );
}

/** What an empty For / From / Date of a strategic title shows instead: the brief's values. */
function briefFallbacks(slide: Slide, deck: DeckMetadata | undefined): Record<string, string | undefined> {
  if (slide.type !== 'strategic_title') return {};
  const facts = strategicTitleFacts({ title: slide.title, content: {} }, deck);
  return { clientName: facts.client, agency: facts.agency, date: facts.date || undefined };
}

function DraftField({
  id,
  label,
  kind,
  value,
  placeholder,
  help,
  extra,
  onCommit,
}: {
  id: string;
  label: string;
  kind: string;
  value: string;
  placeholder?: string;
  help?: string;
  /** Shown beside the help line (the html field's picture upload). */
  extra?: ReactNode;
  onCommit: (text: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const focused = useRef(false);
  /** The field's value when typing here began: what this person's edit is based on. */
  const base = useRef(value);
  // A change from elsewhere (the AI, a restore, another person) shows unless the user is typing
  // here: then the typed text stays until the edit is done.
  useEffect(() => {
    if (!focused.current) setDraft(value);
  }, [value]);
  const commit = () => {
    focused.current = false;
    if (draft === value) return;
    // Nothing typed here, and someone else's text arrived meanwhile: show theirs.
    if (draft === base.current) return setDraft(value);
    // Both changed it: ask which to keep, showing both (issue 22).
    if (value !== base.current)
      return askConflict({
        what: label,
        ours: draft,
        theirs: value,
        keepMine: () => onCommit(draft),
        keepTheirs: () => setDraft(value),
      });
    onCommit(draft);
  };
  const common = {
    id,
    value: draft,
    placeholder,
    onFocus: () => {
      if (!focused.current) base.current = value;
      focused.current = true;
    },
    onBlur: commit,
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {kind === 'color' ? (
        <ColorField
          id={id}
          value={draft}
          onDraft={setDraft}
          onCommit={(text) => {
            setDraft(text);
            if (text !== value) onCommit(text);
          }}
          inputProps={{ onFocus: common.onFocus, onBlur: common.onBlur }}
        />
      ) : kind === 'line' ? (
        <Input
          {...common}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
          placeholder={placeholder}
        />
      ) : (
        <Textarea
          {...common}
          rows={kind === 'code' ? 8 : 3}
          className={kind === 'code' ? 'font-mono text-xs' : undefined}
          onChange={(e) => setDraft(e.target.value)}
          aria-describedby={help ? `${id}-help` : undefined}
        />
      )}
      {(help || extra) && (
        <div className="flex items-start justify-between gap-3">
          {help && (
            <p id={`${id}-help`} className="text-xs text-slate-500">
              {help}
            </p>
          )}
          {extra}
        </div>
      )}
    </div>
  );
}

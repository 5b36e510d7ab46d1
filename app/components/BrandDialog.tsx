import { FONT_FAMILY_NAMES } from '@common/fonts/families';
import type { BrandKit } from '@common/schemas/brand';
import type { Client } from '@common/schemas/clients';
import { ScaledSlide } from '@common/slides/ScaledSlide';
import { type BrandKitValues, themeOfKit } from '@common/themes/brandKit';
import { toHex6 } from '@common/themes/color';
import { THEME_SAMPLE_SLIDES } from '@common/themes/samples';
import { contrastWarnings } from '@common/themes/surfaces';
import { COLOR_ROLE_LABELS, COLOR_ROLES, type ColorRole, type LogoPlacement } from '@common/themes/types';
import { AlertTriangle } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useBrandKit, useSaveBrandKit } from '../api/brand';
import { brandFromPowerPoint } from '../api/powerPoint';
import { BrandLogoField } from './BrandLogoField';
import { PowerPointButton } from './PowerPointButton';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from './ui/dialog';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Spinner } from './ui/spinner';
import { toast, toastError } from './ui/toast';

const valuesOf = (kit: BrandKit): BrandKitValues => ({
  colors: kit.colors,
  fonts: kit.fonts,
  logo: kit.logo,
  logoPlacement: kit.logoPlacement,
});

const selectClass =
  'h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-500';

/** A client's brand kit (issue 21): colours, fonts, logo, with the nine slide types previewed live. */
export function BrandDialog({ client: openFor, onClose }: { client: Client | null; onClose: () => void }) {
  // The dialog keeps drawing its client while it animates closed (the page has already set it to
  // null by then): without this the closing frames read a client that is gone and the page crashed.
  const [last, setLast] = useState(openFor);
  if (openFor && openFor !== last) setLast(openFor);
  const client = openFor ?? last;
  const kit = useBrandKit(client?.id);
  const save = useSaveBrandKit(client?.id ?? '');
  const [values, setValues] = useState<BrandKitValues | null>(null);
  // What the last "Import from PowerPoint" said about its fonts (a font not bundled, and its stand-in).
  const [fontNotes, setFontNotes] = useState<string[]>([]);
  useEffect(() => {
    if (openFor && kit.data) setValues(valuesOf(kit.data));
    if (!openFor) {
      setValues(null);
      setFontNotes([]);
    }
  }, [openFor, kit.data]);

  // The preview and the warnings follow every keystroke; a colour being typed shows once it reads.
  const readable = useMemo(() => {
    if (!values) return null;
    const colors = { ...values.colors };
    for (const role of COLOR_ROLES)
      colors[role] = toHex6(colors[role]) ?? kit.data?.colors[role] ?? '#000000';
    return { ...values, colors };
  }, [values, kit.data]);
  const theme = useMemo(
    () => (readable ? themeOfKit(readable, client?.name) : undefined),
    [readable, client],
  );
  const warnings = useMemo(() => (readable ? contrastWarnings(readable.colors) : []), [readable]);

  const setColor = (role: ColorRole, value: string) =>
    setValues((v) => v && { ...v, colors: { ...v.colors, [role]: value } });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!values || save.isPending) return;
    save.mutate(
      { ...values, logo: values.logo ?? '' },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Brand saved',
            description: saved.warnings.length
              ? `Saved with ${saved.warnings.length} contrast warning${saved.warnings.length === 1 ? '' : 's'}`
              : `${client?.name}’s decks now use this kit`,
          });
          onClose();
        },
        onError: (err) =>
          toastError(err instanceof Error ? err.message : 'Failed to save the brand', 'Brand not saved'),
      },
    );
  }

  return (
    <Dialog open={openFor !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-5xl">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader
            title={`Brand: ${client?.name ?? ''}`}
            description="Colours, fonts and logo for every deck of this client (a deck may pick a built-in theme instead)."
          />
          {!values || !theme ? (
            <div className="flex justify-center p-8">
              <Spinner />
            </div>
          ) : (
            <div className="grid gap-6 md:grid-cols-[300px_1fr]">
              <div className="grid content-start gap-3">
                <PowerPointButton
                  label="Import from PowerPoint"
                  inputLabel="PowerPoint template for the brand"
                  disabled={!client}
                  onFile={async (file) => {
                    // A template's colours, fonts and logo fill the fields (and the preview); the
                    // user saves the kit. Roles the template has no colour for keep theirs.
                    const brand = await brandFromPowerPoint(client!.id, file);
                    setValues(
                      (v) =>
                        v && {
                          ...v,
                          colors: Object.fromEntries(
                            COLOR_ROLES.map((role) => [role, brand.colors[role] ?? v.colors[role]]),
                          ) as unknown as BrandKitValues['colors'],
                          fonts: brand.fonts,
                          ...(brand.logo ? { logo: brand.logo } : {}),
                        },
                    );
                    setFontNotes(brand.notes);
                    toast({
                      title: 'Brand read from PowerPoint',
                      description: `${file.name}: check the preview, then save`,
                    });
                  }}
                />
                {COLOR_ROLES.map((role, i) => (
                  <div key={role} className="grid grid-cols-[1fr_auto_7rem] items-center gap-2">
                    <Label htmlFor={`brand-${role}`}>{COLOR_ROLE_LABELS[role]}</Label>
                    <input
                      type="color"
                      aria-label={`${COLOR_ROLE_LABELS[role]} picker`}
                      value={readable!.colors[role]}
                      onChange={(e) => setColor(role, e.target.value)}
                      className="h-8 w-10 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
                    />
                    <Input
                      id={`brand-${role}`}
                      // The first colour, not Cancel, has the focus when the kit has loaded.
                      autoFocus={i === 0}
                      value={values.colors[role]}
                      maxLength={64}
                      onChange={(e) => setColor(role, e.target.value)}
                      className="h-8 font-mono text-xs"
                    />
                  </div>
                ))}
                {(['heading', 'body'] as const).map((slot) => (
                  <div key={slot} className="grid gap-1">
                    <Label htmlFor={`brand-font-${slot}`}>
                      {slot === 'heading' ? 'Heading font' : 'Body font'}
                    </Label>
                    <select
                      id={`brand-font-${slot}`}
                      className={selectClass}
                      value={values.fonts[slot]}
                      onChange={(e) =>
                        setValues({ ...values, fonts: { ...values.fonts, [slot]: e.target.value } })
                      }
                    >
                      {FONT_FAMILY_NAMES.map((f) => (
                        <option key={f} value={f} style={{ fontFamily: `'${f}'` }}>
                          {f}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
                {fontNotes.length > 0 && (
                  <ul data-font-notes="" className="grid gap-1 text-xs text-slate-600">
                    {fontNotes.map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </ul>
                )}
                <BrandLogoField
                  clientId={client?.id ?? ''}
                  value={values.logo ?? ''}
                  onChange={(logo) => setValues((v) => v && { ...v, logo })}
                />
                <div className="grid gap-1">
                  <Label htmlFor="brand-placement">Logo shows</Label>
                  <select
                    id="brand-placement"
                    className={selectClass}
                    value={values.logoPlacement}
                    onChange={(e) => setValues({ ...values, logoPlacement: e.target.value as LogoPlacement })}
                  >
                    <option value="title">On the title slides</option>
                    <option value="corner">In the corner of every slide</option>
                  </select>
                </div>
                {warnings.length > 0 && (
                  <ul
                    data-contrast-warnings=""
                    className="grid gap-1 rounded-lg bg-amber-50 p-3 text-xs text-amber-900"
                  >
                    {warnings.map((w) => (
                      <li key={w.pair.join('-')} className="flex gap-1.5">
                        <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                        {w.message}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <p className="mb-2 text-sm font-semibold text-slate-700">Preview</p>
                <ul aria-label="Preview of the nine slide types" className="grid grid-cols-3 gap-2">
                  {THEME_SAMPLE_SLIDES.map((s) => (
                    <li key={s.id} className="overflow-hidden rounded-md ring-1 ring-slate-900/10">
                      <ScaledSlide slide={s} options={{ theme }} />
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
          <DialogFooter sticky>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!values || save.isPending}>
              {save.isPending && <Spinner />}
              {save.isPending ? 'Saving...' : 'Save brand'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import type { BrandKitValues } from '@common/themes/brandKit';
import { COLOR_ROLES } from '@common/themes/types';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { brandFromPowerPoint, POWERPOINT_ACCEPT } from '../api/powerPoint';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { toast, toastError } from './ui/toast';

export interface ImportedBrand {
  /** The kit's values with the template's colours, fonts and logo in place of the ones it has. */
  values(current: BrandKitValues): Partial<BrandKitValues>;
  notes: string[];
}

/**
 * "Import from PowerPoint" (issue 30): a template's theme colours, fonts and logo fill the Brand
 * dialog's fields, and its preview with them; nothing is saved until the user saves the kit.
 */
export function BrandImportButton({
  clientId,
  onImported,
}: {
  clientId: string;
  onImported: (brand: ImportedBrand) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function read(file: File) {
    setBusy(true);
    try {
      const brand = await brandFromPowerPoint(clientId, file);
      onImported({
        values: (current) => ({
          colors: Object.fromEntries(
            COLOR_ROLES.map((role) => [role, brand.colors[role] ?? current.colors[role]]),
          ) as unknown as BrandKitValues['colors'],
          fonts: brand.fonts,
          ...(brand.logo ? { logo: brand.logo } : {}),
        }),
        notes: brand.notes,
      });
      toast({
        title: 'Brand read from PowerPoint',
        description: `${file.name}: check the preview, then save`,
      });
    } catch (err) {
      toastError(err instanceof ApiError ? err.serverMessage : 'The file could not be read', 'Not imported');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        disabled={busy || !clientId}
        onClick={() => input.current?.click()}
      >
        {busy ? <Spinner /> : <FileUp className="size-4" aria-hidden />}
        Import from PowerPoint
      </Button>
      <input
        ref={input}
        type="file"
        accept={POWERPOINT_ACCEPT}
        aria-label="PowerPoint template for the brand"
        className="hidden"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void read(file);
        }}
      />
    </>
  );
}

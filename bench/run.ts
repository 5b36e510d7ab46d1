import { benchAi } from './ai';
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchDataExport } from './dataExport';
import { benchDeckBudget } from './deckBudget';
import { benchDraft } from './draft';
import { benchEditor } from './editor';
import { benchExport } from './export';
import { benchExportBounds, benchPptxMemory } from './exportBounds';
import { benchExtract } from './extract';
import { benchOffline } from './offline';
import { benchPptxImport } from './pptxImport';
import { benchReview } from './review';
import { benchSanitize } from './sanitize';
import { benchShare } from './share';
import { benchStreams } from './streams';
import { benchSvg } from './svg';
import { benchTeams } from './teams';

// `npm run bench [name...]`: runs every benchmark, or only the named ones, and prints the figures.
const benches: Record<string, () => Promise<void>> = {
  api: benchApi,
  share: benchShare,
  export: benchExport,
  dataExport: benchDataExport,
  deckBudget: benchDeckBudget,
  exportBounds: benchExportBounds,
  pptxMemory: benchPptxMemory,
  bundle: benchBundle,
  ai: benchAi,
  editor: benchEditor,
  extract: benchExtract,
  draft: benchDraft,
  offline: benchOffline,
  sanitize: benchSanitize,
  teams: benchTeams,
  streams: benchStreams,
  svg: benchSvg,
  pptxImport: benchPptxImport,
  review: benchReview,
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  await run();
}

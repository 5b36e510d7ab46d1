// Every business constant of SPEC §9 (and the few limits we add) lives here, imported by both sides.

export const PRODUCT_NAME = 'Decksmith';

export const FILES_PER_UPLOAD = 10;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

// SVG logos and pictures: drawn once, on upload, to a PNG in a child process of their own (issue 21's
// clients mostly have their logo as SVG, and an SVG may never reach a browser: it can carry script).
/** The PNG an SVG becomes is this long on its long side: crisp on a 1920 px slide, never larger. */
export const SVG_RASTER_LONG_SIDE_PX = 1200;
/** An SVG with more elements, or nested deeper, than this is refused before it is drawn. */
export const SVG_ELEMENTS_MAX = 50_000;
export const SVG_NESTING_MAX = 128;
/** What an SVG's text may grow to once its DTD's entities are expanded ("billion laughs" stop here). */
export const SVG_EXPANDED_MAX_CHARS = 8 * 1024 * 1024;
/** Time and resident memory one SVG may take to draw before it is refused (422 naming the file). */
export const SVG_RASTER_MS = 5_000;
export const SVG_RASTER_MEMORY_MB = 384;
/** Processes that draw SVGs at once; more wait, up to SVG_RASTER_QUEUE_MAX, then 503. */
export const SVG_RASTERISERS = 1;
export const SVG_RASTER_QUEUE_MAX = 16;
/** An idle drawing process ends after this long; the next SVG starts a new one. */
export const SVG_RASTERISER_IDLE_MS = 60_000;
export const ASSET_MAX_BYTES = 20 * 1024 * 1024;
/**
 * What a DOCX's parts other than its pictures may unpack to. A 300-page report is a few MB of
 * XML; a "zip bomb" of a few hundred KB unpacks to gigabytes, all held in memory by the reader.
 */
export const DOCX_TEXT_UNPACKED_MAX = 32 * 1024 * 1024;
/**
 * Entries of a DOCX's zip at most, checked in its end record before any is read. A long report
 * with pictures has a few hundred; a zip of a million empty entries costs memory just listing them.
 */
export const DOCX_ENTRIES_MAX = 2000;

// Reading documents (issues 15 and 18): each is read, and drafted into slides, in a child process
// of its own with these budgets, so no document can stall the server or take its memory.
/** Readers (child processes) at work at once; further documents wait their turn. */
export const DOCUMENT_READERS = 2;
/**
 * All the memory one reader may hold (resident: heap, buffers, native): past it the reader is
 * stopped and the document refused. Its V8 heap has a smaller limit inside that.
 */
export const DOCUMENT_READER_MEMORY_MB = 1024;
export const DOCUMENT_READER_HEAP_MB = 512;
/** What a PDF's streams (other than pictures) may unpack to, checked before pdf.js inflates them. */
export const PDF_UNPACKED_MAX = 256 * 1024 * 1024;
/** Pages read of one PDF; the rest are left out, and the warning says how many. */
export const DOCUMENT_PAGES_MAX = 800;
/**
 * A PDF of at least this many pages is read by two readers at once when both are free, each half
 * of its pages (issue 18: a 400-page book within 5 s). Shorter ones are not worth a second reader.
 */
export const PDF_SPLIT_MIN_PAGES = 60;
/** Characters of extracted text kept of one document; the rest is left out, with a warning. */
export const DOCUMENT_TEXT_MAX = 4_000_000;
/** Time to read one document before it is refused (422 naming the file). */
export const DOCUMENT_READ_MS = 30_000;
/** Past this share of DOCUMENT_READ_MS a PDF stops at the page it reached, with a warning. */
export const DOCUMENT_READ_SOFT_SHARE = 0.4;
/** Time to draft one document's slides (offline engine) before it is refused. */
export const DOCUMENT_DRAFT_MS = 15_000;
/** A reader left idle this long ends, giving its memory back; the next document starts a new one. */
export const DOCUMENT_READER_IDLE_MS = 60_000;

/**
 * What one slide drafted from a document may hold, until the per-slide-type fit rule (issue 17)
 * replaces these conservative numbers: more than this goes on to a "… (continued)" slide.
 */
export const DRAFT_SLIDE_BUDGET = {
  bullets: 6,
  bulletChars: 120,
  /** Every word of the slide: title, text, bullets, figures. */
  slideChars: 700,
  titleChars: 70,
  /** Figures on one metrics slide. */
  metrics: 4,
} as const;
/** Slides drafted from one document at most (title and agenda included). */
export const DRAFT_SLIDES_PER_DOCUMENT = 40;
/** Slides one section may take, continued slides included. */
export const DRAFT_SLIDES_PER_SECTION = 3;
/** Rows of one table put on slides; the rest are summed up in a last line and in the warning. */
export const DRAFT_TABLE_ROWS = 18;
export const ASSET_TEXT_FOR_GENERATION = 3000;
export const CHAT_TITLE_LENGTH = 50;
/** How long one AI provider call may take before the request answers 504 (AI_TIMEOUT_MS overrides). */
export const AI_TIMEOUT_MS = 60_000;
/**
 * Model calls in one assistant turn: the first tool call and at most two corrections, each sent
 * back to the model as the AI SDK's tool error (an input the command schema refuses, or a command
 * that cannot apply to the deck).
 */
export const AI_MODEL_STEPS = 3;
export const DRAG_ACTIVATION_DISTANCE = 8;
export const EDITOR_SLIDE_COLUMN_PX = 320;
/**
 * The editor's slide rail draws only the thumbnails in view and this many more on each side
 * (issue 32): a scroll shows drawn ones, and a 300-slide deck opens with a screenful, not 300.
 */
export const SLIDE_RAIL_OVERSCAN = 4;
/** The gap between two items of the slide rail. */
export const SLIDE_RAIL_GAP_PX = 12;
/** One rail item's height before the first one is measured (a 320 px column's). */
export const SLIDE_RAIL_ITEM_ESTIMATE_PX = 200;
export const SLIDE_WIDTH = 1920;
export const SLIDE_HEIGHT = 1080;
export const PDF_READY_DELAY_MS = 1000;
export const COPY_CONFIRMATION_MS = 2000;
export const WRONG_PASSWORD_SHAKE_MS = 500;
export const GENERATED_SHARE_PASSWORD_LENGTH = 10;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
export const METRICS_MAX_COLUMNS = 4;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Past this many bullets a content slide sets them a step smaller (SPEC §9), and past six smaller again. */
export const CONTENT_SMALL_TEXT_AFTER_ITEMS = 4;
/** DECK-QUALITY's most bullets in one list: past it the text is set smallest (two columns from 7). */
export const CONTENT_SMALLEST_TEXT_AFTER_ITEMS = 6;
/** A content slide with this many bullets or fewer sets them larger: a short list fills the width. */
export const CONTENT_LARGE_TEXT_UP_TO_ITEMS = 3;
/** One or two bullets are set larger still: a point or two carry the slide. */
export const CONTENT_XL_TEXT_UP_TO_ITEMS = 2;
/**
 * Where a block shorter than the room under its slide's title sits: this share of the spare
 * height goes above it, the rest below, so it rests a little above the middle (the optical
 * centre) instead of hanging from the title with the lower half of the slide empty.
 */
export const BODY_BALANCE = 0.45;
/**
 * A short list is spaced out before it is centred: the gap between bullets grows from its
 * designed 0.55 em up to `maxGapEm`, taking at most `share` of the spare height, so an agenda
 * reads as a column of points rather than a huddle.
 */
export const LIST_SPREAD = { maxGapEm: 1, share: 0.35 };
/**
 * A content slide with more bullets than DECK-QUALITY's six, up to two columns of six, sets them
 * in two columns, when they fit there at CONTENT_TWO_COLUMNS_MIN_BODY or larger (short points):
 * long ones stay in one column and the fit rule shrinks or splits them as before.
 */
export const CONTENT_TWO_COLUMNS_FROM_ITEMS = 7;
/** A comparison whose sides have this many points or fewer sets them a step larger. */
export const COMPARISON_LARGE_TEXT_UP_TO_ROWS = 3;
export const CONTENT_TWO_COLUMNS_UP_TO_ITEMS = 12;
export const CONTENT_TWO_COLUMNS_MIN_BODY = 32;

/**
 * The smallest text each slide type draws (CSS px on the 1920×1080 canvas) before the slide is
 * marked overflowing (issue 17): body text never under 24, slide titles never under 40. Below
 * these the editor offers to split the slide, and every view draws the text at the floor (a
 * content slide in two columns) rather than hide any of it.
 */
export const FIT_FLOORS = {
  title: { title: 56, body: 28 },
  strategic_title: { lines: 64, body: 24 },
  thank_you: { lines: 64, body: 24 },
  content: { title: 40, body: 24 },
  metrics: { title: 40, value: 40, body: 24 },
  statement: { text: 40, body: 24 },
  comparison: { title: 40, heading: 28, body: 24 },
  calculator: { title: 40 },
  html: {},
  chart: { title: 40, body: 24 },
  table: { title: 40, body: 24 },
  image: { title: 40, body: 24 },
  timeline: { title: 40, heading: 28, body: 24 },
} as const;
/** What a continuation slide made by splitting an overflowing one adds to its title. */
export const CONTINUED_SUFFIX = ' (continued)';

export const NEW_SLIDE_TYPE = 'content';
export const NEW_SLIDE_TITLE = 'New Slide';
export const UNTITLED = 'Untitled';

// Field limits we add so that no input can grow without bound.
export const CLIENT_NAME_MAX = 200;
export const PRESENTATION_TITLE_MAX = 300;
export const SLIDE_TITLE_MAX = 500;
export const BRIEF_MAX = 50_000;
export const CHECKLIST_MAX_ITEMS = 200;
export const CHECKLIST_TEXT_MAX = 1000;
export const METADATA_FIELD_MAX = 2000;
export const VERSION_NOTES_MAX = 2000;
export const SLIDE_TEXT_MAX = 20_000;
export const SLIDE_HTML_MAX = 500_000;
/**
 * An html slide may nest elements this deep and hold this many: deeper HTML is refused on save
 * (400 naming htmlContent) and flattened to its text where it is shown. Browsers stop nesting at
 * 512; parsers and serializers take time per level for every tag, and recursive ones overflow.
 */
export const HTML_NESTING_MAX = 256;
export const HTML_ELEMENTS_MAX = 10_000;
/** Saving an html slide may take this long to sanitise (in a worker thread) before it is refused. */
export const HTML_CLEAN_TIMEOUT_MS = 10_000;
/** Worker threads that sanitise and draw slide HTML, their heap, and how long one idles before it stops. */
export const RENDER_WORKERS = 2;
/**
 * A PDF export of at least this many slides is drawn by two render workers at once when both are
 * free, each half of its slides (issue 31: the drawing is on the export's path, before Chromium's
 * part). Shorter decks are not worth a second worker.
 */
export const RENDER_SPLIT_MIN_SLIDES = 20;
export const RENDER_WORKER_HEAP_MB = 512;
export const RENDER_WORKER_IDLE_MS = 60_000;
/**
 * PowerPoint files are built in a child process (issue 27: one export took the server past a
 * 4.9 GB heap and down), one at a time, held to this resident memory and time; past either it is
 * stopped and the export refused (422 or 503 naming the deck and the format), and the server goes
 * on. The builder reads the slides from a file one at a time, draws each as its XML is made and
 * lets it go, and writes the file to disk part by part; its young generation is kept small
 * (PPTX_BUILD_YOUNG_MB, V8's semi-space: 16 MB by default, which a build fills with short-lived
 * strings). So what it holds is about one slide's worth whatever the deck (from 30 to 60 heavy
 * slides, 0.3 MB more for 10 MB more file), and the largest deck the budget allows (DECK_BUDGET, a
 * 20 MB file) peaks at 107-112 MB, 13-20 MB over the builder at rest (70 MB over it, 165-175 MB,
 * when the whole deck was drawn first; `npm run bench exportBounds`, `npm run bench pptxMemory`).
 */
export const PPTX_BUILDERS = 1;
export const PPTX_BUILD_MEMORY_MB = 1024;
export const PPTX_BUILD_HEAP_MB = 384;
export const PPTX_BUILD_YOUNG_MB = 2;
export const PPTX_BUILD_MS = 90_000;
/** Exports waiting for a builder at most; more are refused with a 503 to try again. */
export const PPTX_BUILD_QUEUE_MAX = 4;
/** A builder left idle this long ends, giving its memory back. */
export const PPTX_BUILDER_IDLE_MS = 60_000;
/** Uploaded pictures an export inlines, in all (each is under LOGO_MAX_BYTES). */
export const EXPORT_PICTURES_MAX_BYTES = 50 * 1024 * 1024;
export const SLIDE_ITEMS_MAX = 100;
export const SLIDE_NOTES_MAX = 50_000;
export const SLIDES_PER_PRESENTATION_MAX = 1000;
/**
 * What one deck may hold in all (issue 27). Per-slide limits alone let a deck of 150 slides of
 * 500,000 characters of HTML and 50,000 of notes (duplicated with a few requests) reach 80 MB,
 * and its PowerPoint export took the server past 4.9 GB. The budget bounds every export, viewer
 * reply and version snapshot of a deck instead:
 *  - totalBytes: the slides as stored (their JSON content, notes and titles, in UTF-8) with the
 *    brief, checklist and details: 12 MB is 1000 slides of 12 KB each, far past any real deck
 *    (a 300-slide agency deck with notes is about 1.5 MB);
 *  - htmlChars: html slides' HTML and CSS: 10 slides at SLIDE_HTML_MAX, or 1000 of 5,000;
 *  - notesChars: speaker notes: 1000 slides of a full page (1,000 characters) each, or 20 at
 *    SLIDE_NOTES_MAX.
 * A write that would take a deck past any of them is refused (413 naming the budget), and nothing
 * of it applies; a deck already past one (stored before the budget) may still shrink.
 */
export const DECK_BUDGET = {
  totalBytes: 12 * 1024 * 1024,
  htmlChars: 5_000_000,
  notesChars: 1_000_000,
} as const;
export type DeckBudgetName = keyof typeof DECK_BUDGET;
export const JSON_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
export const ID_MAX = 64;

// The offline assistant (issue 19): what one chat message may ask of it.
/** Longer messages are not read by the offline engine (long text belongs in the brief). */
export const OFFLINE_COMMAND_MAX_CHARS = 4000;
/** Commands in one message ("add X and move it to the start" is two). */
export const OFFLINE_COMMANDS_PER_MESSAGE = 10;

// Dashboard sessions: the cookie lives for the browser session; the server also ends idle and old ones.
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
export const LOGIN_ATTEMPTS_PER_WINDOW = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Wrong dashboard passwords from all addresses together: past this many in an hour every login
 * (the right password too) first waits LOGIN_DELAY_MS. Logins slow down; none is refused for it.
 */
export const LOGIN_FAILURES_BEFORE_DELAY = 50;
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const LOGIN_DELAY_MS = 2000;

// Team cost calculator (SPEC §9).
export const CALCULATOR = {
  inHouseCostPerPerson: 120_000,
  augmentedCostPerPerson: 75_000,
  defaultDesigners: 2,
  defaultDevelopers: 3,
  defaultAugmented: 3,
  /** The most people a field takes (issue 32: a million designers overflowed the figures). */
  maxCount: 10_000,
} as const;

// Slide colours (SPEC §9).
export const SLIDE_COLORS = {
  titleBackground: '#1a365d',
  titleText: '#ffffff',
  contentBackground: '#ffffff',
  contentText: '#1a202c',
  metricsBackground: '#003366',
  statementBackground: '#DC143C',
} as const;

/**
 * The swatches of the slide colour picker: the deck's own SPEC colours first, then a small
 * palette of deep backgrounds and light ones that read well with white or dark text.
 */
export const COLOR_SWATCHES = [
  { name: 'Navy', value: '#1a365d' },
  { name: 'Deep blue', value: '#003366' },
  { name: 'Crimson', value: '#DC143C' },
  { name: 'Ink', value: '#1a202c' },
  { name: 'White', value: '#ffffff' },
  { name: 'Forest', value: '#22543d' },
  { name: 'Plum', value: '#44337a' },
  { name: 'Teal', value: '#234e52' },
  { name: 'Burnt orange', value: '#9c4221' },
  { name: 'Slate', value: '#4a5568' },
  { name: 'Mist', value: '#edf2f7' },
  { name: 'Sand', value: '#fefcbf' },
] as const;

// Share links (issue 7).
export const SHARE_TOKEN_BYTES = 32;
export const SHARE_PASSWORD_MAX = 200;
/**
 * Wrong link passwords. An address backs off: a few wrong guesses, then it waits, longer the more
 * it guesses (3 a minute, 6 in ten minutes, 12 an hour, 24 a day, across links); only that address
 * waits, its right password with it. A link is never closed by guessing: past
 * SHARE_LINK_FAILURES_BEFORE_DELAY wrong guesses in an hour from anywhere, every password check on
 * it (the right one too) first waits SHARE_LINK_DELAY_MS. A browser that has opened the link keeps
 * its cookie and meets none of this.
 */
export const SHARE_GUESS_BACKOFF = [
  { max: 3, windowMs: 60 * 1000 },
  { max: 6, windowMs: 10 * 60 * 1000 },
  { max: 12, windowMs: 60 * 60 * 1000 },
  { max: 24, windowMs: 24 * 60 * 60 * 1000 },
] as const;
export const SHARE_LINK_FAILURES_BEFORE_DELAY = 10;
export const SHARE_LINK_FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const SHARE_LINK_DELAY_MS = 2000;
/** How long a right password is remembered by the browser for that link. */
export const SHARE_COOKIE_MAX_AGE_S = 24 * 60 * 60;
/** Viewer analytics reports per link and address, a minute. */
export const SHARE_REPORTS_PER_MINUTE = 120;
/** Time on one slide counted per report, at most (a tab left open overnight is not reading). */
export const SHARE_MAX_SLIDE_MS_PER_REPORT = 10 * 60 * 1000;
/**
 * New visits counted per link and address in one window (a visit counts from its first report);
 * past it, further new visits' reports are refused, so nobody can fill the analytics table.
 */
export const SHARE_VISITS_PER_ADDRESS = 60;
export const SHARE_VISIT_WINDOW_MS = 60 * 60 * 1000;
/** Viewer PDF downloads per address in one window: each is a Chromium render. */
export const SHARE_PDFS_PER_ADDRESS = 20;
export const SHARE_PDF_WINDOW_MS = 60 * 60 * 1000;
/**
 * Live-update streams a shared viewer's address may hold open at once on one server (issue 22):
 * enough for a room of people behind one office address, few enough that one visitor cannot tie
 * up the server's sockets. Opening one counts as no visit and no download.
 */
export const SHARE_STREAMS_PER_ADDRESS = 20;
/**
 * Live-update streams one share link may have open at once on one server, from all addresses
 * (issue 27): each costs a write per change, so a link passed around cannot tie up the server.
 */
export const SHARE_STREAMS_PER_LINK = 200;
/**
 * A shared viewer's reply larger than this (the deck without its notes, before compression) is a
 * heavy one (issue 27: five viewers of a 200 MB reply took the server to 3.7 GB). Every reply is
 * serialised and compressed once per deck revision, whoever reads it, but each still has to be
 * sent: heavy ones have a budget per address (a room of people behind one office address, each
 * reloading on every change of a deck being edited) and one for all addresses together, per
 * window; past either, a 429 says how many minutes to wait.
 */
export const SHARE_HEAVY_VIEW_BYTES = 1024 * 1024;
export const SHARE_HEAVY_VIEWS_PER_ADDRESS = 60;
export const SHARE_HEAVY_VIEWS_TOTAL = 1000;
export const SHARE_HEAVY_VIEW_WINDOW_MS = 10 * 60 * 1000;
/** Rate-limit windows are dropped this long after they start (the longest window is an hour). */
export const RATE_LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;
/** One attempt taken in this many also sweeps the old windows. */
export const RATE_LIMIT_SWEEP_EVERY = 200;

// A first draft from the brief (issue 19): conservative text budgets until slides get a fit rule.
export const DRAFT_BULLETS_MAX = 6;
export const DRAFT_BULLET_CHARS_MAX = 120;
export const DRAFT_SLIDE_CHARS_MAX = 700;
/** A comparison column is narrow: a drafted row longer than this is shortened (to its clause, or at a word). */
export const DRAFT_COMPARISON_ITEM_CHARS_MAX = 90;
/** Slides a draft may be asked for; fewer cannot hold a story, more is not a first draft. */
export const DRAFT_SLIDES_MIN = 3;
export const DRAFT_SLIDES_MAX = 15;
/** Text of the brief and documents a draft reads (a 10-page document is about 30,000 characters). */
export const DRAFT_SOURCE_CHARS_MAX = 200_000;

// Brand kits and themes (issue 21). WCAG 2.x AA: body text needs 4.5:1 against its background,
// large text (the slides' headings and statements) 3:1.
export const CONTRAST_BODY = 4.5;
export const CONTRAST_LARGE = 3;
export const THEME_ID_MAX = 40;

/** How many of a deck's latest revisions keep their operations (for merging stale writes and replaying the event stream). */
export const DECK_LOG_REVISIONS = 500;
/** Logged batches a deck's event stream reads at a time. */
export const DECK_EVENTS_BATCH = 100;
/** A comment line on an idle event stream, so proxies and browsers keep it open. */
export const DECK_EVENTS_HEARTBEAT_MS = 25_000;

// Presence (issue 22): who else has a deck open, and which slide each has selected.
/** A name others see, in characters after cleaning (common/displayName.ts); "Guest {n}" until one is given. */
export const DISPLAY_NAME_MAX = 60;
/** A presence row not refreshed for this long (its server died without saying) no longer shows. */
export const PRESENCE_TTL_MS = 60_000;
/** How often an open stream refreshes its presence row and re-reads the deck's (for expired rows). */
export const PRESENCE_REFRESH_MS = 20_000;
/**
 * Presence changes on a deck are told at most once per this window (issue 27): a burst of joins,
 * leaves and slide changes is one read of the list and one event per stream, not one per change.
 */
export const PRESENCE_COALESCE_MS = 150;
/**
 * Tabs listed on one deck, and presence rows one session may hold across decks (issue 27): a tab
 * past either cap still follows the deck but is not listed, so a presence event stays small and
 * no one can fill the table with made-up tab ids.
 */
export const PRESENCE_PER_DECK_MAX = 50;
export const PRESENCE_PER_SESSION_MAX = 20;
/**
 * A slide chosen (POST .../presence) before the tab's stream is open is kept this long, unlisted,
 * for the stream to pick up; a row without a live stream is then removed.
 */
export const PRESENCE_PENDING_MS = 30_000;
/**
 * Tabs whose streams ended that one statement deletes: a server closing, or a network blip, ends
 * many streams at once, and their leaves are written together, not one round trip each.
 */
export const PRESENCE_LEAVES_PER_STATEMENT = 500;
/**
 * How long the server's close waits for its streams' leaves to be written (and for the bus to stop
 * listening). A leave is a statement of a few ms; a database that does not answer in this time
 * must not hold the shutdown: the rows left behind expire after PRESENCE_TTL_MS, and the next
 * start sweeps them.
 */
export const PRESENCE_CLOSE_WAIT_MS = 5_000;

// Issue 31: the slides that show data and pictures. Shared by the API, the assistant and import.
/** A chart's series (a pie or doughnut holds one) and categories. */
export const CHART_SERIES_MAX = 6;
export const CHART_CATEGORIES_MAX = 24;
export const CHART_KINDS = ['bar', 'line', 'pie', 'doughnut'] as const;
/** A chart's unit ("€M", "%"), a series' name, a category: short labels. */
export const CHART_LABEL_MAX = 120;
/** A table's columns and body rows (past the rows that fit, it continues on a new slide). */
export const TABLE_COLUMNS_MAX = 8;
export const TABLE_ROWS_MAX = 30;
export const TABLE_CELL_MAX = 500;
/** A timeline's steps (DECK-QUALITY asks for 3 to 6; 2 to 8 are drawn). */
export const TIMELINE_STEPS_MIN = 2;
export const TIMELINE_STEPS_MAX = 8;
/** A picture's alt text and caption. */
export const IMAGE_ALT_MAX = 500;
export const IMAGE_CAPTION_MAX = 300;
export const IMAGE_LAYOUTS = ['full', 'left', 'right'] as const;
/** How many of a deck's pictures the image slide's picker offers again (the newest). */
export const PICTURES_LISTED_MAX = 60;
/** An uploaded picture is scaled down to this many pixels on its long side (sharp, on the server). */
export const PICTURE_LONG_SIDE_MAX = 2400;

// Issue 30: importing a PowerPoint file. The limits are checked before anything is unpacked.
/** An uploaded .pptx (or .potx) at most. */
export const PPTX_MAX_BYTES = 50 * 1024 * 1024;
/** Entries of its zip at most (a deck of 300 slides with pictures has about 1,000). */
export const PPTX_ENTRIES_MAX = 2000;
/** What its entries declare they unpack to, in all; each inflate is also capped at its declared size. */
export const PPTX_UNPACKED_MAX = 500 * 1024 * 1024;
/** One XML part unpacked at most (a slide's XML is a few hundred kilobytes at the very most). */
export const PPTX_XML_PART_MAX = 20 * 1024 * 1024;
/** Elements of one XML part at most. */
export const PPTX_XML_ELEMENTS_MAX = 400_000;
/**
 * A slide that would lose most of its content carries a picture of the original, drawn by
 * LibreOffice: the whole file printed to PDF once, in a process of its own held to this time and
 * memory (virtual, as `ulimit -v` counts it: LibreOffice maps far more than it uses), one file at
 * a time per server; then each such page drawn at the slide's width.
 */
export const PPTX_DRAW_MS = 90_000;
export const PPTX_DRAW_MEMORY_MB = 4096;
export const PPTX_DRAW_WIDTH = 1920;

// Issue 29: client review on a share link (comments, replies, approval).
/** A comment's text, in characters. */
export const COMMENT_TEXT_MAX = 2000;
/** Levels of reply under a comment: a comment at depth 0, its replies down to this depth. */
export const COMMENT_REPLY_DEPTH_MAX = 10;
/** A reviewer's email as typed (never verified); RFC 5321's longest path. */
export const REVIEWER_EMAIL_MAX = 254;
/** An approval's optional note. */
export const APPROVAL_NOTE_MAX = 1000;
/** Comments through one link, and from one address, per window (429 with the wait past it). */
export const COMMENTS_PER_LINK = 300;
export const COMMENTS_PER_ADDRESS = 60;
export const COMMENT_WINDOW_MS = 60 * 60 * 1000;
/** Approvals from one address per window: an approval saves a version when the deck changed. */
export const APPROVALS_PER_ADDRESS = 10;
export const APPROVAL_WINDOW_MS = 60 * 60 * 1000;
/** How long a reviewer's name and email are remembered by their browser (the viewer session). */
export const REVIEWER_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** "split the agenda into 3 slides": at most this many slides from one. */
export const SPLIT_PARTS_MAX = 6;

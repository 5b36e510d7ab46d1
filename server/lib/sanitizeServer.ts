import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { configureSanitizer, sanitizeSlideCss, sanitizeSlideHtml } from '../../common/sanitize';

// One jsdom window for the process: DOMPurify needs a DOM, and building one per call is slow.
configureSanitizer(new JSDOM('').window as unknown as WindowLike);

export { sanitizeSlideCss, sanitizeSlideHtml };

import { writeFileSync } from 'node:fs';
import { manyPagesPdf } from '../tests/helpers/pdfs';

writeFileSync('/tmp/p3.pdf', manyPagesPdf(3));

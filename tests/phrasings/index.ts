import { ADD } from './add';
import { AGENCY } from './agency';
import { ARRANGE } from './arrange';
import { ASKS } from './asks';
import { BLIND6 } from './blind6';
import { BLIND9 } from './blind9';
import { BLIND10 } from './blind10';
import { BLIND11 } from './blind11';
import { BLIND12 } from './blind12';
import { BLIND13 } from './blind13';
import { BLIND14 } from './blind14';
import { BLIND15 } from './blind15';
import { BLIND16 } from './blind16';
import { COMMANDS } from './commands';
import { DATA_COMMANDS } from './data';
import { DETAILS } from './details';
import { EDIT } from './edit';
import { FRESH } from './fresh';
import { GENERAL } from './general';
import { MORE } from './more';
import { PARTS } from './parts';
import { PLAIN } from './plain';
import { READING } from './reading';
import type { Phrasing } from './types';

export * from './deck';
export type { OpName, Phrasing } from './types';

/** Every phrasing the offline engine must understand, with the deck each must produce. */
export const PHRASINGS: Phrasing[] = [
  ...ADD,
  ...EDIT,
  ...DETAILS,
  ...ARRANGE,
  ...ASKS,
  ...MORE,
  ...PLAIN,
  ...READING,
  ...PARTS,
  ...AGENCY,
  ...COMMANDS,
  ...DATA_COMMANDS,
  ...FRESH,
  ...BLIND6,
  ...BLIND9,
  ...BLIND10,
  ...BLIND11,
  ...BLIND12,
  ...BLIND13,
  ...BLIND14,
  ...BLIND15,
  ...BLIND16,
  ...GENERAL,
];

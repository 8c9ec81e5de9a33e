import type { SportContent } from '../model.js';
import { athletics } from './athletics/index.js';
import { baseball } from './baseball/index.js';
import { basketball } from './basketball/index.js';
import { boxing } from './boxing/index.js';
import { cricket } from './cricket/index.js';
import { cycling } from './cycling/index.js';
import { golf } from './golf/index.js';
import { hockey } from './hockey/index.js';
import { mma } from './mma/index.js';
import { rugby } from './rugby/index.js';
import { soccer } from './soccer/index.js';
import { swimming } from './swimming/index.js';
import { tennis } from './tennis/index.js';
import { volleyball } from './volleyball/index.js';

/**
 * The sports registry: every sport's content, in the order of SPORTS. The bank is built from
 * this list only, so a sport's data is live once its `index.ts` is listed here.
 */
export const SPORT_CONTENT: readonly SportContent[] = [
  soccer,
  basketball,
  tennis,
  baseball,
  hockey,
  golf,
  cricket,
  rugby,
  volleyball,
  boxing,
  mma,
  athletics,
  swimming,
  cycling,
];

import fc from 'fast-check';

/**
 * Property tests draw their cases from one seed, so a run is the same run on every machine and
 * in CI: a counterexample found by chance once (blind12's session: `\\\<l` through the CSS
 * sanitiser) fails every run until it is fixed, instead of one CI run in a thousand. To explore
 * beyond it, run with FC_SEED=random (fast-check then picks a seed and prints it on failure) or
 * FC_SEED=<number>.
 */
const given = process.env.FC_SEED;
if (given !== 'random') fc.configureGlobal({ seed: given ? Number(given) : 20261127 });

// The last step of `npm run build`: records the fingerprint of the inputs just built, so `npm start`
// (scripts/build-if-stale.mjs) does not build them again.
import { writeStamp } from './lib/build-fingerprint.mjs';

writeStamp();

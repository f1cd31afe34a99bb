// The suite digest a built bundle carries (pure): the code_sha of the suite's own bundles and
// schemas, written into every bundle by `npm run build` (scripts/build.js) after the bundles
// are made. Both install forms of an action (the suite's actions/<name> folder and the
// action's stand-alone repository, which holds only part of dist/ and schemas/) carry the
// same value, so the run ids they make agree.
//
// The build replaces the 64 characters after the marker; the bytes it hashes have that slot
// reset to the placeholder, so the digest does not depend on itself.

/** What precedes the digest; scripts/build.js finds the slot by it. */
export const SUITE_DIGEST_MARKER = 'squadscope-suite-digest:';

/** The slot as the sources hold it (64 `x`): a bundle not yet stamped, or the sources. */
export const SUITE_DIGEST_PLACEHOLDER = `${SUITE_DIGEST_MARKER}${'x'.repeat(64)}`;

// One literal, so that the bundle holds the marker and its slot side by side.
const STAMPED =
  'squadscope-suite-digest:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';

/** The digest in `slot` (marker + 64 characters), or null when the slot is not stamped. */
export function digestInSlot(slot: string): string | null {
  const match = /^squadscope-suite-digest:([0-9a-f]{64})$/.exec(slot);
  return match ? match[1]! : null;
}

/** The digest this bundle was stamped with; null when running from the sources. */
export function embeddedSuiteDigest(): string | null {
  return digestInSlot(STAMPED);
}

/** Bundle text with every stamped slot reset to the placeholder: the bytes the digest covers. */
export function unstamped(text: string): string {
  return text.replace(/squadscope-suite-digest:[0-9a-fx]{64}/g, SUITE_DIGEST_PLACEHOLDER);
}

import { ensureBuilt } from '../../e2e/support/global-setup.js';

/** The fault suite runs against the built app. */
export default function setup() {
  ensureBuilt();
}

/** How long typing must pause before an edited demo runs the edited code. */
export const LIVE_RUN_DELAY_MS = 250;
